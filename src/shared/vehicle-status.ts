export const VEHICLE_STATUSES = ['optimal', 'attention', 'service'] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];

export const HEALTH_BANDS = ['good', 'warning', 'bad'] as const;
export type HealthBand = (typeof HEALTH_BANDS)[number];

export const STATUS_LABELS: Record<VehicleStatus, string> = {
  optimal: 'Optimal',
  attention: 'Attention',
  service: 'Service',
};

export const HEALTH_BAND_LABELS: Record<HealthBand, string> = {
  good: 'Good',
  warning: 'Warning',
  bad: 'Bad',
};

/** 80 and above is good, 60 up to 80 needs attention, anything lower (or not a number) needs service. */
export function healthBand(score: number): HealthBand {
  if (score >= 80) return 'good';
  if (score >= 60) return 'warning';
  return 'bad';
}

const STATUS_BY_BAND: Record<HealthBand, VehicleStatus> = { good: 'optimal', warning: 'attention', bad: 'service' };

export function statusFor(score: number): VehicleStatus {
  return STATUS_BY_BAND[healthBand(score)];
}
