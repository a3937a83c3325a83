const VEHICLE_CONTRACTS: Record<number, string> = {
  137: '0xbA5738a18d83D41847dfFbDC6101d37C69c9B0cF',
  80002: '0x45fbCD3ef7361d156e8b16F5538AE36DEdf61Da8',
};

export function getVehicleContract(chainId: number): string {
  return VEHICLE_CONTRACTS[chainId] ?? VEHICLE_CONTRACTS[80002];
}

export function formatVehicleDid(chainId: number, tokenId: number): string {
  return `did:erc721:${chainId}:${getVehicleContract(chainId)}:${tokenId}`;
}

export interface ParsedDid {
  method: 'erc721' | 'ethr';
  chainId: number;
  address: string;
  tokenId: number | null;
}

/** Parses did:erc721:<chain>:<contract>:<tokenId> and did:ethr:<chain>:<address>; null if malformed. */
export function parseDid(did: string): ParsedDid | null {
  const erc721 = /^did:erc721:(\d+):(0x[0-9a-fA-F]{40}):(\d+)$/.exec(did);
  if (erc721) return { method: 'erc721', chainId: Number(erc721[1]), address: erc721[2], tokenId: Number(erc721[3]) };
  const ethr = /^did:ethr:(\d+):(0x[0-9a-fA-F]{40})$/.exec(did);
  if (ethr) return { method: 'ethr', chainId: Number(ethr[1]), address: ethr[2], tokenId: null };
  return null;
}
