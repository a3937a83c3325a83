/** The chat about one vehicle, optionally with a question to ask straight away. */
export function chatHref(tokenId: number, question?: string): string {
  const params = new URLSearchParams({ tokenId: String(tokenId) });
  if (question) params.set('q', question);
  return `/ai-chat?${params}`;
}

/** The documents tab bound to one vehicle. */
export function documentsHref(vehicle: { name: string; tokenId: number }): string {
  return `/documents?${new URLSearchParams({ vehicle: vehicle.name, tokenId: String(vehicle.tokenId) })}`;
}
