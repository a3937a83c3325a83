/**
 * A catalogue of makes and their model lines (US, UK and European markets, about 2005 to today), the words makers
 * add to a model name for its powertrain, and common trims. No npm data package fits: the offline VIN decoders
 * either pull a native SQLite build or carry makes only. Names are written as makers print them.
 */

type MakeEntry = { make: string; aliases: string[]; models: string };

// Models separated by "|"; a model may hold spaces and hyphens.
const MAKES: MakeEntry[] = [
  { make: 'Abarth', aliases: [], models: '500e|595|695|124 Spider|600e' },
  { make: 'Acura', aliases: ['ACUR'], models: 'ILX|Integra|TLX|TL|TSX|RLX|MDX|RDX|ZDX|NSX|RL' },
  { make: 'Alfa Romeo', aliases: ['ALFA'], models: 'Giulia|Stelvio|Tonale|Giulietta|MiTo|4C|147|156|159|Brera|Junior|GT' },
  { make: 'Alpine', aliases: [], models: 'A110|A290' },
  { make: 'Aston Martin', aliases: ['ASTO'], models: 'DB11|DB12|DBX|Vantage|DBS' },
  { make: 'Audi', aliases: [], models: 'A1|A3|S3|RS3|A4|S4|A4 allroad|A5|S5|RS5|A6|S6|A6 allroad|A7|A8|Q2|Q3|Q4 e-tron|Q5|SQ5|Q7|Q8|Q8 e-tron|e-tron|e-tron GT|TT|R8|A2|RS4|RS6|S8|Q6 e-tron|Q3 Sportback|Q5 Sportback|A3 Sportback|A5 Sportback' },
  { make: 'Bentley', aliases: ['BENT'], models: 'Bentayga|Continental GT|Flying Spur' },
  { make: 'BMW', aliases: [], models: '1 Series|2 Series|3 Series|4 Series|5 Series|7 Series|8 Series|118i|120i|218i|228i|230i|318i|320i|320d|328i|330i|330e|340i|M340i|420i|430i|520d|530i|530e|540i|740i|X1|X2|X3|X4|X5|X6|X7|XM|iX|iX1|iX3|i3|i4|i5|i7|M2|M3|M4|M5|Z4|116i|116d|118d|120d|218d|316d|318d|330d|335d|420d|520i|525d|530d|730d|X3 xDrive20d|iX2|Active Tourer|Gran Tourer' },
  { make: 'Buick', aliases: ['BUIC'], models: 'Enclave|Encore|Encore GX|Envision|Envista|LaCrosse|Regal|Verano' },
  { make: 'BYD', aliases: [], models: 'Atto 3|Dolphin|Seal|Han|Tang|Seal U|Atto 2|Sealion 7|Dolphin Surf' },
  { make: 'Cadillac', aliases: ['CADI'], models: 'CT4|CT5|CT6|XT4|XT5|XT6|Escalade|Lyriq|ATS|CTS|SRX' },
  { make: 'Chevrolet', aliases: ['CHEV', 'CHEVY'], models: 'Silverado 1500|Silverado 2500HD|Silverado EV|Silverado|Colorado|Equinox EV|Equinox|Blazer EV|Blazer|Traverse|Tahoe|Suburban|Malibu|Impala|Cruze|Sonic|Spark|Trax|Trailblazer|Camaro|Corvette|Bolt EUV|Bolt EV|Volt|Express|Avalanche|HHR|Aveo|Captiva|Orlando|Matiz|Kalos|Lacetti' },
  { make: 'Chrysler', aliases: ['CHRY'], models: 'Pacifica Hybrid|Pacifica|300|Voyager|Town & Country|200' },
  { make: 'Citroen', aliases: ['CITR', 'Citroën'], models: 'C1|C3|C3 Aircross|C4|C5 Aircross|Berlingo|e-C4|C2|C3 Picasso|C4 Picasso|C4 Cactus|C4 X|C5 X|C5|C6|C8|Jumpy|Jumper|Nemo|SpaceTourer|C-Elysee|e-C3|e-Berlingo|Ami|Xsara Picasso|Xsara' },
  { make: 'Cupra', aliases: [], models: 'Born|Formentor|Leon|Tavascan|Terramar|Ateca' },
  { make: 'Dacia', aliases: [], models: 'Sandero|Duster|Jogger|Spring|Logan|Lodgy|Dokker|Bigster|Sandero Stepway' },
  { make: 'Dodge', aliases: ['DODG'], models: 'Charger|Challenger|Durango|Grand Caravan|Journey|Hornet|Dart|Ram 1500' },
  { make: 'DS', aliases: ['DS Automobiles'], models: 'DS 3 Crossback|DS 3|DS 4|DS 5|DS 7 Crossback|DS 7|DS 9|N°4|N°8' },
  { make: 'Ferrari', aliases: ['FERR'], models: '296 GTB|F8|Roma|SF90|812|Purosangue' },
  { make: 'Fiat', aliases: [], models: '500e|500X|500L|500|Panda|Tipo|Doblo|Punto|Grande Punto|Bravo|Ducato|Fiorino|Qubo|Croma|Sedici|Freemont|600|600e|Multipla|Seicento|Uno|Talento|Scudo' },
  { make: 'Ford', aliases: [], models: 'F-150 Lightning|F-150|F-250|F-350|Ranger|Maverick|Mustang Mach-E|Mustang|Explorer|Expedition|Escape|Edge|Bronco Sport|Bronco|EcoSport|Flex|Fusion|Focus|Fiesta|Taurus|Transit Connect|Transit|Kuga|Puma|Galaxy|S-Max|Mondeo|C-Max|Ka|Tourneo Connect|Tourneo Custom|Tourneo Courier|Transit Custom|Transit Courier|B-Max|Capri|Grand C-Max|Focus C-Max' },
  { make: 'Genesis', aliases: ['GENS'], models: 'G70|G80|G90|GV60|GV70|GV80' },
  { make: 'GMC', aliases: [], models: 'Sierra 1500|Sierra|Canyon|Acadia|Terrain|Yukon XL|Yukon|Savana|Hummer EV' },
  { make: 'Honda', aliases: ['HOND'], models: 'Civic|Accord Hybrid|Accord|CR-V Hybrid|CR-V|HR-V|Pilot|Passport|Odyssey|Ridgeline|Fit|Insight|Clarity|Element|Prologue|Jazz|e:Ny1|ZR-V|e|CR-Z|Civic Type R|Jazz Crosstar' },
  { make: 'Hyundai', aliases: ['HYUN'], models: 'Elantra|Sonata Hybrid|Sonata|Tucson|Santa Fe|Santa Cruz|Palisade|Kona Electric|Kona|Venue|Accent|Ioniq 5|Ioniq 6|Ioniq|i10|i20|i30|Veloster|Nexo|Bayon|i40|ix20|ix35|Getz|Staria|Inster|Kona Hybrid|Tucson Hybrid|Ioniq 9' },
  { make: 'Infiniti', aliases: ['INFI'], models: 'Q50|Q60|QX50|QX55|QX60|QX80|G37|FX35' },
  { make: 'Iveco', aliases: [], models: 'Daily|eDaily' },
  { make: 'Jaguar', aliases: ['JAGU'], models: 'F-Pace|E-Pace|I-Pace|F-Type|XE|XF|XJ' },
  { make: 'Jeep', aliases: [], models: 'Grand Cherokee L|Grand Cherokee 4xe|Grand Cherokee|Cherokee|Wrangler 4xe|Wrangler Unlimited|Wrangler|Gladiator|Compass|Renegade|Wagoneer|Grand Wagoneer|Patriot|Liberty|Avenger|Compass 4xe|Renegade 4xe' },
  { make: 'KGM', aliases: ['SsangYong', 'SSANGYONG', 'Ssang Yong'], models: 'Tivoli|Korando|Rexton|Torres|Musso' },
  { make: 'Kia', aliases: [], models: 'Sportage|Sorento|Telluride|Forte|K5|Optima|Soul|Seltos|Carnival|Sedona|Niro EV|Niro|EV6|EV9|Stinger|Rio|Ceed|Picanto|Stonic|XCeed|ProCeed|EV3|e-Niro|e-Soul|Venga|Carens|Sportage Hybrid|Sorento Hybrid|Xceed' },
  { make: 'Lada', aliases: [], models: 'Niva Travel|Niva Legend|Niva|Vesta|Granta|Largus|XRAY|Kalina|Priora' },
  { make: 'Lancia', aliases: [], models: 'Ypsilon|Delta|Musa|Thema|Voyager|Lybra' },
  { make: 'Land Rover', aliases: ['LNDR', 'LAND'], models: 'Range Rover Sport|Range Rover Evoque|Range Rover Velar|Range Rover|Defender|Discovery Sport|Discovery' },
  { make: 'Lexus', aliases: ['LEXS', 'LEXU'], models: 'ES 300h|ES 350|ES|IS 300|IS 350|IS|LS|NX 350h|NX 450h+|NX|RX 350|RX 450h|RX 500h|RX|GX|LX|UX 250h|UX|RZ|LC' },
  { make: 'Lincoln', aliases: ['LINC'], models: 'Navigator|Aviator|Nautilus|Corsair|MKZ|MKX|MKC|Continental' },
  { make: 'Lucid', aliases: [], models: 'Air|Gravity' },
  { make: 'Lynk & Co', aliases: ['Lynk&Co', 'Lynk and Co'], models: '01|02|08' },
  { make: 'Maserati', aliases: ['MASE'], models: 'Ghibli|Levante|Grecale|Quattroporte|MC20' },
  { make: 'Mazda', aliases: ['MAZD'], models: 'Mazda3|Mazda6|Mazda2|CX-30|CX-3|CX-5|CX-50|CX-60|CX-70|CX-9|CX-90|MX-5 Miata|MX-5|MX-30|3|6|CX-80|Mazda2 Hybrid|Mazda5|5|2' },
  { make: 'Mercedes-Benz', aliases: ['MERZ', 'MERCEDES', 'MERCEDES BENZ', 'Mercedes'], models: 'A-Class|B-Class|C-Class|E-Class|S-Class|CLA|CLS|GLA|GLB|GLC|GLE|GLS|G-Class|EQA|EQB|EQC|EQE|EQS|Sprinter|Metris|A 180|C 200|C 300|E 300|GLC 300|A 160|A 200|A 220|A 250|A 35|A 45|B 180|B 200|B 220|B 250|C 180|C 200 d|C 220|C 220 d|C 250|C 300 e|C 43|C 63|E 200|E 200 d|E 220|E 220 d|E 250|E 300 e|E 350|E 400|E 450|E 53|S 350|S 350 d|S 400 d|S 500|S 580|CLA 180|CLA 200|CLA 220|CLA 250|CLA 35|CLA 45|GLA 180|GLA 200|GLA 200 d|GLA 250|GLB 180|GLB 200|GLB 200 d|GLB 250|GLC 200|GLC 220|GLC 220 d|GLC 250|GLC 300 de|GLC 43|GLE 300 d|GLE 350|GLE 350 de|GLE 400|GLE 450|GLE 53|GLS 450|GLS 580|EQA 250|EQB 300|EQE 350|EQS 450|EQS 580|Vito|V-Class|Citan|EQV|T-Class|ML|SLK|SLC|SL' },
  { make: 'MG', aliases: ['MG Motor'], models: 'MG4|MG5|MG3|ZS EV|ZS|HS|EHS|Marvel R|Cyberster|S5|Mulan' },
  { make: 'Mini', aliases: ['MINI'], models: 'Cooper SE|Cooper S|Cooper|Countryman|Clubman|Hardtop|Electric|Paceman|Aceman|One|Cooper D|John Cooper Works' },
  { make: 'Mitsubishi', aliases: ['MITS'], models: 'Outlander PHEV|Outlander Sport|Outlander|Eclipse Cross|Mirage|Lancer|ASX|Space Star|Colt|Pajero|L200|Galant|Grandis|i-MiEV' },
  { make: 'Nissan', aliases: ['NISS'], models: 'Altima|Sentra|Versa|Maxima|Rogue Sport|Rogue|Murano|Pathfinder|Armada|Frontier|Titan|Kicks|Leaf|Ariya|Juke|Qashqai|X-Trail|Micra|370Z|Z|Note|Pulsar|Navara|NV200|Townstar|Primastar|e-NV200|Qashqai e-Power' },
  { make: 'Opel', aliases: [], models: 'Corsa|Astra|Mokka|Grandland|Crossland|Insignia|Zafira|Frontera|Combo|Adam|Karl|Meriva|Vectra|Omega|Agila|Tigra|Vivaro|Movano|Ampera|Cascada|Corsa-e|Mokka-e|Astra Sports Tourer|Combo Life' },
  { make: 'Peugeot', aliases: ['PEUG'], models: '108|208|e-208|2008|e-2008|308|3008|408|508|5008|Partner|Rifter|107|206|207|307|407|607|807|Expert|Boxer|Traveller|Bipper|e-308|e-408|e-3008|e-5008|e-Rifter|e-Partner|Partner Tepee|1007|3008 Hybrid' },
  { make: 'Polestar', aliases: [], models: 'Polestar 2|Polestar 3|Polestar 4|2|3|4' },
  { make: 'Porsche', aliases: ['PORS'], models: '911|718 Cayman|718 Boxster|Cayenne|Macan|Panamera|Taycan' },
  { make: 'Ram', aliases: [], models: '1500|2500|3500|ProMaster City|ProMaster' },
  { make: 'Renault', aliases: ['RENA'], models: 'Clio|Captur|Megane E-Tech|Megane|Zoe|Kadjar|Arkana|Austral|Scenic|Twingo|Kangoo|Talisman|Espace|Laguna|Trafic|Master|Rafale|Symbioz|R5|5 E-Tech|4 E-Tech|Fluence|Koleos|Modus|Grand Scenic|Scenic E-Tech|Clio E-Tech|Kangoo E-Tech' },
  { make: 'Rivian', aliases: ['RIVI'], models: 'R1T|R1S|R2' },
  { make: 'Saab', aliases: [], models: '9-3|9-5|9-3 Sportcombi' },
  { make: 'SEAT', aliases: [], models: 'Ibiza|Leon|Arona|Ateca|Tarraco|Alhambra|Mii|Toledo|Altea|Leon Sportstourer' },
  { make: 'Skoda', aliases: ['SKOD', 'Škoda'], models: 'Octavia|Fabia|Superb|Kodiaq|Karoq|Kamiq|Scala|Enyaq|Citigo|Roomster|Rapid|Yeti|Elroq|Octavia Combi|Superb Combi|Fabia Combi' },
  { make: 'Smart', aliases: [], models: 'fortwo|#1|#3|forfour|#5' },
  { make: 'Subaru', aliases: ['SUBA', 'SUBR'], models: 'Outback|Forester|Crosstrek|Impreza|Legacy|Ascent|WRX|BRZ|Solterra|XV|Levorg|Justy|Trezia' },
  { make: 'Suzuki', aliases: ['SUZU', 'SUZI'], models: 'Swift|Vitara|S-Cross|Ignis|Jimny|SX4|Swace|Across|Baleno|Celerio|Alto|Splash|Grand Vitara|Vitara Hybrid' },
  { make: 'Tesla', aliases: ['TESL'], models: 'Model 3|Model Y|Model S|Model X|Cybertruck' },
  { make: 'Toyota', aliases: ['TOYT', 'TOYO'], models: 'Camry Hybrid|Camry|Corolla Cross|Corolla Hybrid|Corolla|RAV4 Prime|RAV4 Hybrid|RAV4|Highlander Hybrid|Highlander|Grand Highlander|Prius Prime|Prius|Tacoma|Tundra|4Runner|Sienna|Sequoia|Venza|Avalon|C-HR|bZ4X|Yaris Cross|Yaris|Aygo X|Aygo|Land Cruiser|GR86|Supra|Mirai|Auris|Avensis|Verso|Proace City|Proace|Hilux|Corolla Touring Sports|Urban Cruiser|iQ|GR Yaris|C-HR Hybrid' },
  { make: 'Vauxhall', aliases: ['VAUX'], models: 'Corsa|Astra|Mokka|Grandland|Crossland|Insignia|Zafira|Vivaro|Movano|Combo|Corsa-e|Mokka-e|Adam|Viva|Ampera' },
  { make: 'Volkswagen', aliases: ['VW', 'VOLK', 'VOLKS'], models: 'Jetta|Passat|Golf R|Golf GTI|Golf|Polo|Tiguan|Atlas Cross Sport|Atlas|Taos|Taigo|ID.4|ID.3|ID.Buzz|T-Roc|T-Cross|Touareg|Arteon|Beetle|Up|Touran|Caddy|Sharan|Scirocco|Tiguan Allspace|Multivan|Transporter|Amarok|ID.5|ID.7|Fox|Lupo|Caravelle|California|Crafter|Golf Variant|Passat Variant|Polo GTI|T-Roc Cabriolet|e-Golf|e-up!|Phaeton|Eos|CC' },
  { make: 'Volvo', aliases: ['VOLV'], models: 'XC40 Recharge|XC40|XC60 Recharge|XC60|XC90 Recharge|XC90|S60|S90|V60|V90|C40|EX30|EX90|V40|V50|V70|S40|S80|XC70|EX40|EC40|C30|V60 Cross Country|V90 Cross Country' },
];

/** Words makers add after a model for its powertrain; they belong to the model name ("RAV4 Hybrid", "Bolt EV"). */
export const POWERTRAIN_WORDS = ['Plug-in Hybrid', 'Hybrid', 'PHEV', 'EV', 'Electric', 'e-tron', 'Recharge', 'Prime', 'Lightning', '4xe', 'e-Hybrid', 'Energi', 'e:HEV'];

/** Common trims, longest first when matched. */
export const TRIMS = [
  'LX', 'EX', 'EX-L', 'Sport', 'Sport Touring', 'Touring', 'Elite', 'Black Edition', 'Type R', 'Si', 'DX', 'LE', 'SE', 'XLE', 'XSE',
  'Limited', 'Platinum', 'SR', 'SR5', 'TRD Off-Road', 'TRD Sport', 'TRD Pro', 'Nightshade', 'Woodland', 'XL', 'XLT', 'Lariat',
  'King Ranch', 'Raptor', 'Titanium', 'ST', 'ST-Line', 'Active', 'Premium', 'Premium Plus', 'Prestige', 'GT', 'GT-Line', 'LS',
  'LT', 'LTZ', 'RS', 'RST', 'Premier', 'High Country', 'ZR2', 'Z71', '1LT', '2LT', '3LT', 'Long Range', 'Standard Range',
  'Performance', 'S', 'SV', 'SL', 'SV Plus', 'Plus', 'SEL', 'N Line', 'Grand Touring', 'Select', 'Preferred', 'Carbon Edition',
  'Turbo', 'Laredo', 'Overland', 'Summit', 'Trailhawk', 'Sahara', 'Rubicon', 'Willys', 'Altitude', 'Latitude', 'Momentum',
  'Inscription', 'R-Design', 'Core', 'Ultimate', 'Wind', 'Wave', 'SX', 'SX Prestige', 'EX Premium', 'F Sport', 'Luxury',
  'M Sport', 'xDrive30i', 'xDrive40i', 'sDrive28i', 'Life', 'Style', 'R-Line', 'SE L', 'SEL Premium', 'Iconic', 'Allure',
  'Denali', 'AT4', 'SLE', 'SLT', 'Big Horn', 'Laramie', 'Rebel', 'Tradesman', 'Base', 'Signature', 'Reserve', 'Wilderness',
  'Onyx', 'Calligraphy', 'Essential', 'Evolve', 'Techno', 'Trend', 'Zetec',
];

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export type CatalogueModel = { make: string; model: string };

function modelPattern(model: string): RegExp {
  const parts = model.split(/[\s-]+/).map(escapeRegExp);
  return new RegExp(`^${parts.join('[\\s-]?')}(?![A-Za-z0-9])`, 'i');
}

const MODELS_BY_MAKE = new Map<string, { model: string; re: RegExp }[]>(
  MAKES.map((m) => [
    m.make,
    m.models
      .split('|')
      .sort((a, b) => b.length - a.length)
      .map((model) => ({ model, re: modelPattern(model) })),
  ]),
);

export const MAKE_NAMES: readonly string[] = MAKES.map((m) => m.make);

const ALIASES = new Map<string, string>();
for (const m of MAKES) {
  ALIASES.set(m.make.toLowerCase(), m.make);
  for (const a of m.aliases) ALIASES.set(a.toLowerCase(), m.make);
}

/** The make a written name or abbreviation stands for ("CHEVY", "Mercedes", "TOYT"), or a unique prefix ("TOYO"). */
export function canonicalMake(raw: string): string | null {
  const key = raw.trim().toLowerCase().replace(/\s+/g, ' ');
  const exact = ALIASES.get(key);
  if (exact) return exact;
  if (key.length < 3 || !/^[a-z]/.test(key)) return null;
  const prefixed = MAKES.filter((m) => m.make.toLowerCase().startsWith(key));
  return prefixed.length === 1 ? prefixed[0].make : null;
}

export function modelsOf(make: string): readonly string[] {
  return (MODELS_BY_MAKE.get(make) ?? []).map((m) => m.model);
}

/** Matches any make name or alias as a word; longest first. */
export const MAKE_PATTERN = new RegExp(
  `(?<![A-Za-z0-9])(${[...ALIASES.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|')})(?![A-Za-z0-9])`,
  'gi',
);

function wordPattern(words: string[]): RegExp {
  return new RegExp(`^\\s*(${[...words].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|')})(?![A-Za-z0-9])`, 'i');
}
const POWERTRAIN_PATTERN = wordPattern(POWERTRAIN_WORDS);
const TRIM_PATTERN = wordPattern(TRIMS);

/** Drivetrain and body words that follow a model but are not part of its name. */
const NOT_TRIM = /^(?:AWD|FWD|RWD|4WD|2WD|4X4|4X2|SEDAN|COUPE|HATCHBACK|WAGON|SUV|VAN|PICKUP|CAB|CREW|\dD|\dDR)$/i;

export type ModelMatch = { model: string; index: number; length: number; known: boolean };

/**
 * The model name at the start of `text` for the given make, from the catalogue (longest name first), with the
 * powertrain word and the trim that follow it ("RAV4 Hybrid XLE" stays whole, "AWD" and "4D SEDAN" are left out).
 */
export function readCatalogueModel(text: string, make: string | null): ModelMatch | null {
  const trimmed = text.replace(/^\s+/, '');
  const lead = text.length - trimmed.length;
  const makes = make ? [make] : MAKE_NAMES;
  for (const mk of makes) {
    for (const { re } of MODELS_BY_MAKE.get(mk) ?? []) {
      const m = re.exec(trimmed);
      if (!m) continue;
      const extended = extendModel(trimmed, m[0].length);
      return { model: trimmed.slice(0, extended).trim(), index: lead, length: extended, known: true };
    }
  }
  // OCR of a low-resolution scan doubles a model's lone letter ("Cc 200" for C 200, "Aa4"): the model it makes without the copy.
  const doubled = /^(\p{L})(\p{L})(?=[\s\d-])/u.exec(trimmed);
  if (doubled && doubled[1].toLowerCase() === doubled[2].toLowerCase()) {
    const single = readCatalogueModel(trimmed[0] + trimmed.slice(2), make);
    if (single && single.model.length < trimmed.length) return { ...single, index: lead, length: single.length + 1 };
  }
  return null;
}

/** Extends a model name over the powertrain word and trim (at most two trims) that follow it. */
export function extendModel(text: string, end: number): number {
  let at = end;
  const power = POWERTRAIN_PATTERN.exec(text.slice(at));
  if (power) at += power[0].length;
  for (let i = 0; i < 2; i++) {
    const trim = TRIM_PATTERN.exec(text.slice(at));
    if (!trim || NOT_TRIM.test(trim[1])) break;
    // A trim is a word of its own: not the first letters of a longer word ("S" of "SEDAN").
    at += trim[0].length;
  }
  return at;
}
