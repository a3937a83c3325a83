/**
 * World manufacturer identifiers (VIN positions 1-3) of the major makes, with the country of the plant.
 * Three-character entries win over the two-character prefixes below.
 */
type Wmi = readonly [make: string, country: string];

const US = 'United States';
const CA = 'Canada';
const MX = 'Mexico';
const JP = 'Japan';
const KR = 'South Korea';
const DE = 'Germany';
const UK = 'United Kingdom';

export const WMI_TABLE: Readonly<Record<string, Wmi>> = {
  // Honda / Acura
  '1HG': ['Honda', US], '2HG': ['Honda', CA], '5FN': ['Honda', US], '5J6': ['Honda', US], '2HK': ['Honda', CA],
  'JHM': ['Honda', JP], 'SHH': ['Honda', UK], 'SHS': ['Honda', UK], '3HG': ['Honda', MX], '7FA': ['Honda', US],
  '19U': ['Acura', US], '19X': ['Honda', US], 'JH4': ['Acura', JP], '5J8': ['Acura', US], '2HN': ['Acura', CA],
  // Ford / Lincoln
  '1FA': ['Ford', US], '1FB': ['Ford', US], '1FC': ['Ford', US], '1FD': ['Ford', US], '1FM': ['Ford', US],
  '1FT': ['Ford', US], '1FU': ['Freightliner', US], '2FA': ['Ford', CA], '2FM': ['Ford', CA], '2FT': ['Ford', CA],
  '3FA': ['Ford', MX], '3FM': ['Ford', MX], '3FT': ['Ford', MX], 'WF0': ['Ford', DE], 'NM0': ['Ford', 'Turkey'],
  '1LN': ['Lincoln', US], '2LM': ['Lincoln', CA], '5LM': ['Lincoln', US], '3LN': ['Lincoln', MX],
  // General Motors
  '1G1': ['Chevrolet', US], '1GC': ['Chevrolet', US], '1GN': ['Chevrolet', US], '1GB': ['Chevrolet', US],
  '2G1': ['Chevrolet', CA], '3G1': ['Chevrolet', MX], '3GN': ['Chevrolet', MX], '3GC': ['Chevrolet', MX],
  'KL1': ['Chevrolet', KR], 'KL7': ['Chevrolet', KR], '1GT': ['GMC', US], '1GK': ['GMC', US], '2GT': ['GMC', CA],
  '3GT': ['GMC', MX], '3GK': ['GMC', MX], '1GD': ['GMC', US], '1G4': ['Buick', US], '2G4': ['Buick', CA],
  'LRB': ['Buick', 'China'], '5GA': ['Buick', US], 'KL4': ['Buick', KR], '1G6': ['Cadillac', US], '1GY': ['Cadillac', US],
  '1G2': ['Pontiac', US], '1G8': ['Saturn', US], '5GZ': ['Saturn', US],
  // Stellantis (Chrysler, Dodge, Jeep, Ram, Fiat, Alfa Romeo)
  '1C3': ['Chrysler', US], '2C3': ['Chrysler', CA], '1C4': ['Jeep', US], '2C4': ['Chrysler', CA],
  '1C6': ['Ram', US], '3C6': ['Ram', MX], '3C4': ['Chrysler', MX], '3C7': ['Ram', MX], '1B3': ['Dodge', US],
  '2B3': ['Dodge', CA], '1D7': ['Dodge', US], '2D3': ['Dodge', CA], '1J4': ['Jeep', US], '1J8': ['Jeep', US],
  'ZFA': ['Fiat', 'Italy'], 'ZAR': ['Alfa Romeo', 'Italy'], 'ZFF': ['Ferrari', 'Italy'], 'ZHW': ['Lamborghini', 'Italy'],
  'ZAM': ['Maserati', 'Italy'],
  // Tesla, Rivian, Lucid
  '5YJ': ['Tesla', US], '7SA': ['Tesla', US], '7G2': ['Tesla', US], 'LRW': ['Tesla', 'China'], 'XP7': ['Tesla', DE],
  '7FC': ['Rivian', US], '7PD': ['Rivian', US], '50E': ['Lucid', US],
  // Toyota / Lexus
  'JTD': ['Toyota', JP], 'JTE': ['Toyota', JP], 'JTM': ['Toyota', JP], 'JTN': ['Toyota', JP], 'JTK': ['Toyota', JP],
  'JTH': ['Lexus', JP], 'JTJ': ['Lexus', JP], 'JT2': ['Toyota', JP], 'JT3': ['Toyota', JP], 'JT4': ['Toyota', JP],
  'JT6': ['Lexus', JP], 'JT8': ['Lexus', JP], '4T1': ['Toyota', US], '4T3': ['Toyota', US], '4T4': ['Toyota', US],
  '5TD': ['Toyota', US], '5YF': ['Toyota', US], '5TF': ['Toyota', US], '5TE': ['Toyota', US], '2T1': ['Toyota', CA], '2T2': ['Lexus', CA],
  '2T3': ['Toyota', CA], '3TM': ['Toyota', MX], '3TY': ['Toyota', MX], '58A': ['Lexus', US], 'SB1': ['Toyota', UK],
  // Nissan / Infiniti
  'JN1': ['Nissan', JP], 'JN8': ['Nissan', JP], 'JNK': ['Infiniti', JP], 'JNR': ['Infiniti', JP], '1N4': ['Nissan', US],
  '1N6': ['Nissan', US], '3N1': ['Nissan', MX], '3N6': ['Nissan', MX], '3N8': ['Nissan', MX], '5N1': ['Nissan', US],
  '5N3': ['Infiniti', US], 'SJN': ['Nissan', UK], 'VSK': ['Nissan', 'Spain'],
  // Subaru, Mazda, Mitsubishi, Suzuki
  'JF1': ['Subaru', JP], 'JF2': ['Subaru', JP], '4S3': ['Subaru', US], '4S4': ['Subaru', US], '4S6': ['Subaru', US],
  'JM1': ['Mazda', JP], 'JM3': ['Mazda', JP], 'JMZ': ['Mazda', JP], '3MZ': ['Mazda', MX], '3MV': ['Mazda', MX],
  '7MM': ['Mazda', US], 'JA3': ['Mitsubishi', JP], 'JA4': ['Mitsubishi', JP], 'ML3': ['Mitsubishi', 'Thailand'],
  'MMA': ['Mitsubishi', 'Thailand'], 'MMB': ['Mitsubishi', 'Thailand'], 'MMC': ['Mitsubishi', 'Thailand'], 'MMT': ['Mitsubishi', 'Thailand'],
  '4A3': ['Mitsubishi', US], 'JS1': ['Suzuki', JP], 'JS2': ['Suzuki', JP], 'JS3': ['Suzuki', JP],
  // Hyundai / Kia / Genesis
  'KMH': ['Hyundai', KR], 'KM8': ['Hyundai', KR], '5NM': ['Hyundai', US], '5NP': ['Hyundai', US], '5NT': ['Hyundai', US],
  'KMT': ['Genesis', KR], 'KNA': ['Kia', KR], 'KND': ['Kia', KR], 'KNM': ['Renault Samsung', KR], '5XY': ['Kia', US],
  '3KP': ['Kia', MX], 'U5Y': ['Kia', 'Slovakia'], 'TMA': ['Hyundai', 'Czech Republic'],
  // BMW / Mini / Rolls-Royce
  'WBA': ['BMW', DE], 'WBS': ['BMW', DE], 'WBX': ['BMW', DE], 'WBY': ['BMW', DE], '5UX': ['BMW', US],
  '5UJ': ['BMW', US], '4US': ['BMW', US], 'WMW': ['Mini', DE], 'SCA': ['Rolls-Royce', UK], 'WB1': ['BMW', DE],
  // Mercedes-Benz / Smart
  'WDD': ['Mercedes-Benz', DE], 'WDB': ['Mercedes-Benz', DE], 'WDC': ['Mercedes-Benz', DE], 'W1K': ['Mercedes-Benz', DE],
  'W1N': ['Mercedes-Benz', DE], 'W1V': ['Mercedes-Benz', DE], 'WD3': ['Mercedes-Benz', DE], '4JG': ['Mercedes-Benz', US],
  '55S': ['Mercedes-Benz', US], 'WDF': ['Mercedes-Benz', DE], 'WME': ['Smart', DE],
  // Volkswagen group
  'WVW': ['Volkswagen', DE], 'WVG': ['Volkswagen', DE], 'WV1': ['Volkswagen', DE], 'WV2': ['Volkswagen', DE],
  '3VW': ['Volkswagen', MX], '3VV': ['Volkswagen', MX], '1VW': ['Volkswagen', US], '1V2': ['Volkswagen', US],
  'WAU': ['Audi', DE], 'WA1': ['Audi', DE], 'WUA': ['Audi', DE], 'TRU': ['Audi', 'Hungary'], 'WP0': ['Porsche', DE],
  'WP1': ['Porsche', DE], 'TMB': ['Skoda', 'Czech Republic'], 'W0L': ['Opel', DE], 'W0V': ['Opel', DE], 'VSS': ['SEAT', 'Spain'], 'SCB': ['Bentley', UK],
  // Volvo / Polestar
  'YV1': ['Volvo', 'Sweden'], 'YV4': ['Volvo', 'Sweden'], '7JR': ['Volvo', US], 'LYV': ['Volvo', 'China'],
  'YSM': ['Polestar', 'Sweden'], 'LPS': ['Polestar', 'China'],
  // Jaguar Land Rover, other UK
  'SAL': ['Land Rover', UK], 'SAJ': ['Jaguar', UK], 'SAD': ['Jaguar', UK], 'SCC': ['Lotus', UK], 'SCF': ['Aston Martin', UK],
  'SBM': ['McLaren', UK],
  // France, Sweden, others
  'VF1': ['Renault', 'France'], 'VF3': ['Peugeot', 'France'], 'VF7': ['Citroen', 'France'], 'VR3': ['Peugeot', 'France'],
  'YS3': ['Saab', 'Sweden'], 'LVS': ['Ford', 'China'], 'LFV': ['Volkswagen', 'China'], 'LSV': ['Volkswagen', 'China'],
  'LGX': ['BYD', 'China'], 'MA3': ['Suzuki', 'India'], 'MAL': ['Hyundai', 'India'], '9BW': ['Volkswagen', 'Brazil'],
  '7MU': ['Toyota', US], '9BG': ['Chevrolet', 'Brazil'], '93H': ['Honda', 'Brazil'], '6T1': ['Toyota', 'Australia'],
};

/** Country by the first two VIN characters, for WMIs that are not in the table. Ranges are inclusive. */
const COUNTRY_RANGES: readonly [from: string, to: string, country: string][] = [
  ['1A', '19', US], ['4A', '49', US], ['5A', '59', US], ['7F', '79', US],
  ['2A', '29', CA], ['3A', '3W', MX],
  ['JA', 'J0', JP], ['KL', 'KR', KR], ['LA', 'L0', 'China'], ['MA', 'ME', 'India'],
  ['SA', 'SM', UK], ['SN', 'ST', DE], ['TA', 'TH', 'Switzerland'], ['TJ', 'TP', 'Czech Republic'],
  ['TR', 'TV', 'Hungary'], ['VA', 'VE', 'Austria'], ['VF', 'VR', 'France'], ['VS', 'VW', 'Spain'],
  ['WA', 'W0', DE], ['YA', 'YE', 'Belgium'], ['YF', 'YK', 'Finland'], ['YS', 'YW', 'Sweden'],
  ['ZA', 'ZR', 'Italy'], ['6A', '6W', 'Australia'], ['7A', '7E', 'New Zealand'],
  ['8A', '8E', 'Argentina'], ['9A', '9E', 'Brazil'], ['NA', 'NE', 'Iran'], ['NF', 'NK', 'Pakistan'], ['NL', 'NR', 'Turkey'],
  ['ML', 'MR', 'Thailand'], ['XL', 'XR', 'Netherlands'], ['X3', 'X0', 'Russia'], ['U5', 'U7', 'Slovakia'],
  ['UU', 'U1', 'Romania'],
];

// VIN position order within a range: letters A-Z then digits 1-9 then 0.
const RANGE_ORDER = 'ABCDEFGHJKLMNPRSTUVWXYZ1234567890';

export function lookUpWmi(vin: string): { make: string | null; country: string | null } {
  const exact = WMI_TABLE[vin.slice(0, 3)];
  if (exact) return { make: exact[0], country: exact[1] };
  return { make: null, country: lookUpCountry(vin) };
}

function lookUpCountry(vin: string): string | null {
  const first = vin[0];
  const second = RANGE_ORDER.indexOf(vin[1]);
  for (const [from, to, country] of COUNTRY_RANGES) {
    if (from[0] !== first) continue;
    if (second >= RANGE_ORDER.indexOf(from[1]) && second <= RANGE_ORDER.indexOf(to[1])) return country;
  }
  return null;
}
