import { getAddress, keccak256, stringToBytes } from 'viem';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The owner's wallet: the last 20 bytes of keccak256(lower-cased email), checksummed. */
export function deriveWalletAddress(email: string): `0x${string}` {
  const hash = keccak256(stringToBytes(normalizeEmail(email)));
  return getAddress(`0x${hash.slice(-40)}`);
}
