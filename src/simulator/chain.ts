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

/** The other DIMO contracts identity names in DIDs. Polygon's are DIMO's; Amoy's stand in for the simulator. */
export type DimoContract = 'manufacturer' | 'aftermarketDevice' | 'syntheticDevice' | 'developerLicense' | 'connection';

const OTHER_CONTRACTS: Record<number, Record<DimoContract, string>> = {
  137: {
    manufacturer: '0x3b07e2A2ABdd0A9B8F7878bdE6487c502164B9dd',
    aftermarketDevice: '0x9c94C395cBcBDe662235E0A9d3bB87Ad708561BA',
    syntheticDevice: '0x4804e8D1661cd1a1e5dDdE1ff458A7f878c0aC6D',
    developerLicense: '0x9A9D2E717bB005B240094ba761Ff074d392C7C85',
    connection: '0x41799E9Dc893722844E771a1C1cAf3BBc2876132',
  },
  80002: {
    manufacturer: '0xA4ad0F9c722588910791A9BAC63ADbB365614Bc7',
    aftermarketDevice: '0x325b45949C833986bC98e98a49F3CA5C5c4643B5',
    syntheticDevice: '0x78513c8CB4D6B6079f813850376bc9c7fc8aE67f',
    developerLicense: '0xdb6c0dBbaf48b9D9Bcf5ca3C45cFF3811D70eD96',
    connection: '0x41799E9Dc893722844E771a1C1cAf3BBc2876132',
  },
};

export function getContract(chainId: number, contract: DimoContract): string {
  return (OTHER_CONTRACTS[chainId] ?? OTHER_CONTRACTS[80002])[contract];
}

export function formatDid(chainId: number, contract: DimoContract, tokenId: number | string): string {
  return `did:erc721:${chainId}:${getContract(chainId, contract)}:${tokenId}`;
}
