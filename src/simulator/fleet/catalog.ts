export type Powertrain = 'COMBUSTION' | 'ELECTRIC' | 'HYBRID';

export interface CarModel {
  key: string;
  make: string;
  model: string;
  year: number;
  powertrain: Powertrain;
  /** World manufacturer identifier: VIN positions 1-3. */
  wmi: string;
  /** Vehicle descriptor section: VIN positions 4-8. */
  vds: string;
  /** Assembly plant code: VIN position 11. */
  plant: string;
  tankLiters?: number;
  litersPer100Km?: number;
  batteryKwh?: number;
  kwhPerKm?: number;
  /** Plug-in hybrids: the traction battery they charge from the grid and drive on first (kWh). */
  plugInKwh?: number;
}

type CarRow = Omit<CarModel, 'key' | 'powertrain'>;

function defineModels(powertrain: Powertrain, rows: CarRow[]): CarModel[] {
  return rows.map((row) => ({
    ...row,
    powertrain,
    key: `${row.make}_${row.model}_${row.year}`.toLowerCase().replace(/[^a-z0-9]+/g, '_'),
  }));
}

export const COMBUSTION_MODELS = defineModels('COMBUSTION', [
  { make: 'Honda', model: 'Accord', year: 2021, wmi: '1HG', vds: 'CV1F3', plant: 'A', tankLiters: 56, litersPer100Km: 7.2 },
  { make: 'Toyota', model: 'Camry', year: 2019, wmi: '4T1', vds: 'B11HK', plant: 'U', tankLiters: 60, litersPer100Km: 7.4 },
  { make: 'Ford', model: 'F-150', year: 2020, wmi: '1FT', vds: 'EW1E5', plant: 'F', tankLiters: 98, litersPer100Km: 12.4 },
  { make: 'Chevrolet', model: 'Silverado 1500', year: 2018, wmi: '3GC', vds: 'UKREC', plant: 'G', tankLiters: 91, litersPer100Km: 12.9 },
  { make: 'Subaru', model: 'Outback', year: 2022, wmi: '4S4', vds: 'BTANC', plant: '3', tankLiters: 70, litersPer100Km: 8.4 },
  { make: 'Mazda', model: 'CX-5', year: 2020, wmi: 'JM3', vds: 'KFBCM', plant: '0', tankLiters: 56, litersPer100Km: 8.1 },
  { make: 'Volkswagen', model: 'Jetta', year: 2019, wmi: '3VW', vds: 'C57BU', plant: 'M', tankLiters: 50, litersPer100Km: 6.5 },
  { make: 'BMW', model: '3 Series', year: 2021, wmi: 'WBA', vds: '5R1C0', plant: 'F', tankLiters: 59, litersPer100Km: 7.0 },
  { make: 'Nissan', model: 'Altima', year: 2018, wmi: '1N4', vds: 'BL4BV', plant: 'C', tankLiters: 61, litersPer100Km: 7.1 },
  { make: 'Hyundai', model: 'Elantra', year: 2022, wmi: '5NP', vds: 'LM4AG', plant: 'H', tankLiters: 47, litersPer100Km: 6.4 },
  { make: 'Ford', model: 'Mustang', year: 2017, wmi: '1FA', vds: '6P8TH', plant: '5', tankLiters: 61, litersPer100Km: 10.2 },
]);

export const ELECTRIC_MODELS = defineModels('ELECTRIC', [
  { make: 'Tesla', model: 'Model 3', year: 2022, wmi: '5YJ', vds: '3E1EA', plant: 'F', batteryKwh: 60, kwhPerKm: 0.15 },
  { make: 'Tesla', model: 'Model Y', year: 2023, wmi: '7SA', vds: 'YGDEE', plant: 'F', batteryKwh: 75, kwhPerKm: 0.17 },
  { make: 'Ford', model: 'Mustang Mach-E', year: 2021, wmi: '3FM', vds: 'TK1SS', plant: 'M', batteryKwh: 88, kwhPerKm: 0.2 },
  { make: 'Chevrolet', model: 'Bolt EV', year: 2022, wmi: '1G1', vds: 'FY6S0', plant: '4', batteryKwh: 65, kwhPerKm: 0.16 },
  { make: 'Hyundai', model: 'Ioniq 5', year: 2023, wmi: 'KM8', vds: 'KRDAF', plant: 'U', batteryKwh: 77, kwhPerKm: 0.18 },
  { make: 'Kia', model: 'EV6', year: 2022, wmi: 'KND', vds: 'C4DLC', plant: '5', batteryKwh: 77, kwhPerKm: 0.18 },
  { make: 'Nissan', model: 'Leaf', year: 2021, wmi: '1N4', vds: 'AZ1CV', plant: 'C', batteryKwh: 40, kwhPerKm: 0.16 },
  { make: 'Volkswagen', model: 'ID.4', year: 2023, wmi: '1V2', vds: 'VMPE8', plant: 'C', batteryKwh: 82, kwhPerKm: 0.19 },
  { make: 'Polestar', model: '2', year: 2022, wmi: 'LPS', vds: 'ED3KA', plant: 'L', batteryKwh: 78, kwhPerKm: 0.19 },
  { make: 'BMW', model: 'i4', year: 2022, wmi: 'WBY', vds: '73AW0', plant: 'F', batteryKwh: 84, kwhPerKm: 0.18 },
]);

/** The simulator's hybrids are plug-in hybrids: they charge overnight and drive on the battery before the engine. */
export const HYBRID_MODELS = defineModels('HYBRID', [
  { make: 'Toyota', model: 'RAV4 Hybrid', year: 2020, wmi: 'JTM', vds: 'DWRFV', plant: 'D', tankLiters: 55, litersPer100Km: 5.9, plugInKwh: 18.1 },
  { make: 'Toyota', model: 'Prius', year: 2021, wmi: 'JTD', vds: 'KAMFU', plant: '3', tankLiters: 43, litersPer100Km: 4.5, plugInKwh: 13.6 },
  { make: 'Honda', model: 'CR-V Hybrid', year: 2022, wmi: '7FA', vds: 'RW6H9', plant: 'E', tankLiters: 53, litersPer100Km: 6.2, plugInKwh: 17.7 },
  { make: 'Ford', model: 'Escape Hybrid', year: 2021, wmi: '1FM', vds: 'CU0BZ', plant: 'U', tankLiters: 53, litersPer100Km: 5.7, plugInKwh: 14.4 },
  { make: 'Hyundai', model: 'Tucson Hybrid', year: 2022, wmi: 'KM8', vds: 'JFCA1', plant: 'U', tankLiters: 52, litersPer100Km: 6.4, plugInKwh: 13.8 },
  { make: 'Honda', model: 'Accord Hybrid', year: 2020, wmi: '1HG', vds: 'CV3F1', plant: 'A', tankLiters: 48, litersPer100Km: 4.9, plugInKwh: 12.0 },
  { make: 'Kia', model: 'Niro', year: 2022, wmi: 'KND', vds: 'CB3LC', plant: '7', tankLiters: 45, litersPer100Km: 4.8, plugInKwh: 11.1 },
  { make: 'Toyota', model: 'Highlander Hybrid', year: 2021, wmi: '5TD', vds: 'BBRCH', plant: 'S', tankLiters: 65, litersPer100Km: 6.7, plugInKwh: 14.0 },
  { make: 'Lexus', model: 'RX 450h', year: 2023, wmi: '2T2', vds: 'BCMCA', plant: 'C', tankLiters: 65, litersPer100Km: 6.9, plugInKwh: 18.1 },
  { make: 'Ford', model: 'Maverick Hybrid', year: 2022, wmi: '3FT', vds: 'TW8A3', plant: 'R', tankLiters: 51, litersPer100Km: 5.9, plugInKwh: 12.0 },
]);

export const MODELS_BY_POWERTRAIN: Record<Powertrain, CarModel[]> = {
  COMBUSTION: COMBUSTION_MODELS,
  ELECTRIC: ELECTRIC_MODELS,
  HYBRID: HYBRID_MODELS,
};

const MODELS_BY_KEY = new Map(
  [...COMBUSTION_MODELS, ...ELECTRIC_MODELS, ...HYBRID_MODELS].map((m) => [m.key, m]),
);

export function getCarModel(key: string): CarModel {
  const model = MODELS_BY_KEY.get(key);
  if (!model) throw new Error(`Unknown car model ${key}`);
  return model;
}

export function formatVehicleName(model: Pick<CarModel, 'year' | 'make' | 'model'>): string {
  return `${model.year} ${model.make} ${model.model}`;
}
