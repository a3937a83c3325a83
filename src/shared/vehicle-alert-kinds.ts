/**
 * The real-time vehicle alerts an owner can get (kind `vehicle_alert`), by rule, with the owner's name for each. The
 * rules themselves (signals or driving events, conditions, cool-downs, wording) are in
 * src/server/domain/vehicle-alerts/alert-rules.ts.
 */
export const VEHICLE_ALERT_RULES = [
  'trouble_code',
  'battery_low',
  'coolant_hot',
  'energy_low',
  'tire_pressure_low',
  'oil_low',
  'check_engine_lamp',
  'airbag_lamp',
  'abs_lamp',
  'charging_interrupted',
  'collision',
  'extreme_braking',
  'harsh_driving',
] as const;
export type VehicleAlertRule = (typeof VEHICLE_ALERT_RULES)[number];

export const VEHICLE_ALERT_LABELS: Record<VehicleAlertRule, string> = {
  trouble_code: 'a new trouble code',
  battery_low: 'a low 12 V battery',
  coolant_hot: 'an overheating engine',
  energy_low: 'low fuel or charge',
  tire_pressure_low: 'low tire pressure',
  oil_low: 'low engine oil',
  check_engine_lamp: 'the check-engine lamp',
  airbag_lamp: 'the airbag lamp',
  abs_lamp: 'the ABS lamp',
  charging_interrupted: 'a charge that stopped early',
  collision: 'a possible collision',
  extreme_braking: 'emergency braking',
  harsh_driving: 'harsh driving (once a day at most)',
};
