import type { SimVehicle } from './vehicle';

/**
 * How a vehicle reaches the network. Each connection has its own source address (the `source` of its signals and
 * events, e.g. `did:ethr:80002:<source>` in a SignalFilter).
 */
export interface Connection {
  source: `0x${string}`;
}

const DEFAULT_CONNECTION: Connection = { source: '0x5e31bBc786D7bEd95216383787deA1ab0f1c1897' };

export function getConnection(_vehicle: SimVehicle): Connection {
  return DEFAULT_CONNECTION;
}

/** The DID a SignalFilter's `source` names for this connection on this chain. */
export function formatSourceDid(chainId: number, connection: Connection): string {
  return `did:ethr:${chainId}:${connection.source}`;
}

/** True when a SignalFilter `source` (a did:ethr DID or a bare address) names this connection. */
export function matchesSource(filterSource: string | null | undefined, chainId: number, connection: Connection): boolean {
  if (!filterSource) return true;
  const wanted = filterSource.toLowerCase();
  return wanted === connection.source.toLowerCase() || wanted === formatSourceDid(chainId, connection).toLowerCase();
}
