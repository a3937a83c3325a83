import type { VehicleType } from './telemetry';

export type VehicleTypeHints = {
  make?: string | null;
  model?: string | null;
  /** The provider's powertrainType signal (COMBUSTION, ELECTRIC, HYBRID, ...). */
  powertrainType?: string | null;
};

const POWERTRAIN_TYPES: Record<string, VehicleType> = {
  COMBUSTION: 'gas',
  ICE: 'gas',
  ELECTRIC: 'electric',
  BEV: 'electric',
  HYBRID: 'hybrid',
  HEV: 'hybrid',
  PHEV: 'hybrid',
  PLUG_IN_HYBRID: 'hybrid',
};

// Lexus-style badges such as "RX 450h" mark hybrids too.
const HYBRID_MODEL = [/hybrid/, /\bp?hev\b/, /\bplug-?in\b/, /\bprius\b/, /\bvolt\b/, /\b\d{3}h\b/];

const ELECTRIC_MAKE = [/tesla/, /\brivian\b/, /\blucid\b/];

// "model" as in Tesla Model 3; "ev" also as EV6/EV9; a few names that are only ever sold as battery-electric.
const ELECTRIC_MODEL = [
  /\bmodel\b/,
  /\bev\d*\b/,
  /\belectric\b/,
  /\be-?tron\b/,
  /\bleaf\b/,
  /\bbolt\b/,
  /\bmach-?e\b/,
  /\blightning\b/,
  /\btaycan\b/,
  /\bioniq ?[56]\b/,
  /\bid\.? ?[3457]\b/,
  /\blyriq\b/,
  /\beq[abces]\b/,
];

function normalise(text: string | null | undefined): string {
  return (text ?? '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * Vehicle type from the provider's powertrain type when it sent one, else from the make and model names:
 * hybrid names win over electric ones ("Ioniq Hybrid", "Outlander PHEV"), anything unrecognised is gas.
 */
export function inferVehicleType({ make, model, powertrainType }: VehicleTypeHints): VehicleType {
  const fromProvider = POWERTRAIN_TYPES[(powertrainType ?? '').trim().toUpperCase().replace(/[\s-]+/g, '_')];
  if (fromProvider) return fromProvider;
  const makeText = normalise(make);
  const modelText = normalise(model);
  if (HYBRID_MODEL.some((re) => re.test(modelText))) return 'hybrid';
  if (ELECTRIC_MAKE.some((re) => re.test(makeText)) || ELECTRIC_MODEL.some((re) => re.test(modelText))) return 'electric';
  return 'gas';
}
