import { healthBand, type HealthBand } from '@shared/vehicle-status';

/** Tailwind classes for the health band colours (>=80 green, 60-79 yellow, <60 red), the same on every screen. */
export const BAND_STYLES: Record<HealthBand, { text: string; bar: string; dot: string }> = {
  good: { text: 'text-success', bar: 'bg-success', dot: 'bg-success' },
  warning: { text: 'text-warning', bar: 'bg-warning', dot: 'bg-warning' },
  bad: { text: 'text-destructive', bar: 'bg-destructive', dot: 'bg-destructive' },
};

export function bandStyleFor(score: number) {
  return BAND_STYLES[healthBand(score)];
}
