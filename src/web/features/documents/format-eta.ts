/** "45s", or "2m 5s" above 60 s; null when the time left is unknown. */
export function formatEta(seconds: number | null | undefined): string | null {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return null;
  const total = Math.ceil(seconds);
  if (total <= 60) return `${total}s`;
  return `${Math.floor(total / 60)}m ${total % 60}s`;
}
