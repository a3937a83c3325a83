/** Up to two letters for an avatar: "jane.doe@x.com" gives "JD", a wallet "0xAbC…" gives "0X". */
export function initialsFrom(emailOrName: string | null | undefined, fallback = '?'): string {
  const local = (emailOrName ?? '').split('@')[0].trim();
  if (!local) return fallback;
  const words = local.split(/[\s._+-]+/).filter(Boolean);
  const letters = words.length >= 2 ? words[0][0] + words[1][0] : local.slice(0, 2);
  return letters.toUpperCase();
}
