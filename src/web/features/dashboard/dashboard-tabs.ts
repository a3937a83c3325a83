export const DASHBOARD_TABS = ['vehicles', 'documents', 'mcp-test', 'attestation-test'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const DASHBOARD_TAB_LABELS: Record<DashboardTab, string> = {
  vehicles: 'Vehicles',
  documents: 'Documents',
  'mcp-test': 'MCP Test',
  'attestation-test': 'Attestation Test',
};

const DOCUMENT_PARAMS = ['vehicle', 'tokenId'] as const;

function isTab(value: string | null): value is DashboardTab {
  return DASHBOARD_TABS.includes(value as DashboardTab);
}

/** /documents always shows the documents tab; elsewhere `?tab=` chooses, defaulting to vehicles. */
export function tabFromLocation(pathname: string, search: URLSearchParams): DashboardTab {
  if (pathname.replace(/\/+$/, '') === '/documents') return 'documents';
  const tab = search.get('tab');
  return isTab(tab) ? tab : 'vehicles';
}

/** Where a tab lives: the documents tab at /documents (keeping its vehicle binding), the others under /dashboard. */
export function hrefForTab(tab: DashboardTab, search: URLSearchParams): string {
  if (tab === 'documents') {
    const kept = new URLSearchParams();
    for (const name of DOCUMENT_PARAMS) {
      const value = search.get(name);
      if (value) kept.set(name, value);
    }
    const query = kept.toString();
    return query ? `/documents?${query}` : '/documents';
  }
  if (tab === 'vehicles') return '/dashboard';
  return `/dashboard?tab=${tab}`;
}

/** A token id taken from the URL, used only when it is a whole number. */
export function parseTokenIdParam(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const n = Number(raw.trim());
  return Number.isSafeInteger(n) ? n : null;
}

/** The vehicle the documents panel is bound to: by `tokenId`, else by `vehicle` name, else the first. */
export function selectDocumentVehicle<V extends { tokenId: number; name: string }>(vehicles: readonly V[], search: URLSearchParams): V | null {
  const tokenId = parseTokenIdParam(search.get('tokenId'));
  const byToken = tokenId === null ? undefined : vehicles.find((v) => v.tokenId === tokenId);
  if (byToken) return byToken;
  const name = search.get('vehicle');
  const byName = name ? vehicles.find((v) => v.name === name) : undefined;
  return byName ?? vehicles[0] ?? null;
}
