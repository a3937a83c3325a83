export const VEHICLE_TABS = ['overview', 'service', 'reminders', 'documents', 'trips'] as const;
export type VehicleTab = (typeof VEHICLE_TABS)[number];

export const VEHICLE_TAB_LABELS: Record<VehicleTab, string> = {
  overview: 'Overview',
  service: 'Service log',
  reminders: 'Reminders',
  documents: 'Documents',
  trips: 'Trips and usage',
};

/** The tab named in the address (?tab=service), else the overview. */
export function tabFromParam(value: string | null): VehicleTab {
  return (VEHICLE_TABS as readonly string[]).includes(value ?? '') ? (value as VehicleTab) : 'overview';
}

/** The address of one vehicle's page, on a tab. */
export function vehicleHref(tokenId: number, tab: VehicleTab = 'overview'): string {
  return tab === 'overview' ? `/vehicles/${tokenId}` : `/vehicles/${tokenId}?tab=${tab}`;
}
