import type { UploadedDocument } from '@shared/api/documents';

type Match = NonNullable<UploadedDocument['vehicleMatch']>;

const MATCH_TEXT: Record<Match['matchType'], string> = {
  exact: 'exact VIN match',
  partial: 'partial VIN match (last 8 characters)',
  created: 'new vehicle created from this document',
  selected: 'the vehicle it was uploaded for',
  none: 'no matching vehicle',
};

/** "Daily Driver (#7), exact VIN match", or why no vehicle was matched. */
export function describeVehicleMatch(match: UploadedDocument['vehicleMatch']): string {
  if (!match || match.matchType === 'none') return 'No matching vehicle found';
  const token = match.tokenId === null ? '' : ` (#${match.tokenId})`;
  return `${match.name}${token}, ${MATCH_TEXT[match.matchType]}`;
}
