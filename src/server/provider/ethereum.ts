import { secp256k1 } from '@noble/curves/secp256k1';
import { keccak_256 } from '@noble/hashes/sha3';
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils';

/**
 * The little of Ethereum the server needs (the API key's address, EIP-191 signatures of the sign-in challenge,
 * EIP-55 addresses), on the two hashing and curve libraries alone: a full Ethereum library costs an idle server about
 * 25 MB of memory for these three things.
 */
export type Hex = `0x${string}`;

export interface Signer {
  address: Hex;
  /** An EIP-191 `personal_sign` signature: r, s and v (27 or 28), as wallets and the provider's auth expect. */
  signMessage(args: { message: string }): Promise<Hex>;
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export function generatePrivateKey(): Hex {
  return `0x${bytesToHex(secp256k1.utils.randomPrivateKey())}`;
}

/** EIP-55: each hex letter upper-cased where the keccak hash of the lower-case address has a nibble of 8 or more. */
export function checksumAddress(address: string): Hex {
  if (!ADDRESS.test(address)) throw new Error(`not an address: ${address}`);
  const lower = address.slice(2).toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)));
  let out = '0x';
  for (let i = 0; i < 40; i++) out += parseInt(hash[i], 16) >= 8 ? lower[i].toUpperCase() : lower[i];
  return out as Hex;
}

/** 0x and 40 hex digits; strictly, an address that is not all lower case must also carry a correct checksum. */
export function isAddress(value: string, { strict = true } = {}): boolean {
  if (!ADDRESS.test(value)) return false;
  if (!strict || value === value.toLowerCase()) return true;
  return checksumAddress(value) === value;
}

export function signerFromKey(privateKey: Hex): Signer {
  const key = hexToBytes(privateKey.slice(2));
  const publicKey = secp256k1.getPublicKey(key, false);
  const address = checksumAddress(`0x${bytesToHex(keccak_256(publicKey.subarray(1)).subarray(12))}`);
  return {
    address,
    async signMessage({ message }) {
      const body = utf8ToBytes(message);
      const digest = keccak_256(concatBytes(utf8ToBytes(`\x19Ethereum Signed Message:\n${body.length}`), body));
      const signature = secp256k1.sign(digest, key, { lowS: true });
      return `0x${signature.toCompactHex()}${(27 + signature.recovery).toString(16)}`;
    },
  };
}
