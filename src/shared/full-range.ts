/** Below this charge level the reported range says little about the whole battery. */
export const FULL_RANGE_MIN_SOC = 20;

/** Range at 100 %: the reported range divided by the charge level; null below FULL_RANGE_MIN_SOC or without a range. */
export function rangeAtFullCharge(rangeKm: number | null, soc: number | null): number | null {
  if (soc === null || rangeKm === null || soc < FULL_RANGE_MIN_SOC || soc > 100 || rangeKm <= 0) return null;
  return (rangeKm / soc) * 100;
}
