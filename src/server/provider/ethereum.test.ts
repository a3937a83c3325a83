import { getAddress, isAddress as viemIsAddress, recoverMessageAddress } from 'viem';
import { generatePrivateKey as viemGeneratePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { checksumAddress, generatePrivateKey, isAddress, signerFromKey } from './ethereum';

// viem, which the simulator verifies with, is the reference the server's own Ethereum code is checked against
describe('the server’s Ethereum helpers', () => {
  const keys = [
    '0x0000000000000000000000000000000000000000000000000000000000000001',
    '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    ...Array.from({ length: 8 }, () => viemGeneratePrivateKey()),
    generatePrivateKey(),
  ] as const;

  it('derives the address a key signs as', () => {
    for (const key of keys) expect(signerFromKey(key).address).toBe(privateKeyToAccount(key).address);
    expect(signerFromKey(keys[1]).address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
  });

  it('signs messages byte for byte as viem does, and the signature recovers to the address', async () => {
    const messages = ['', 'hello', 'http://localhost:3000 wants you to sign in with your Ethereum account:\n0xabc\n\nNonce: 42', 'é ✓ 🚗'];
    for (const key of keys.slice(0, 4)) {
      const signer = signerFromKey(key);
      for (const message of messages) {
        const signature = await signer.signMessage({ message });
        expect(signature).toBe(await privateKeyToAccount(key).signMessage({ message }));
        expect(await recoverMessageAddress({ message, signature })).toBe(signer.address);
      }
    }
  });

  it('checksums and validates addresses as EIP-55 says', () => {
    for (const key of keys) {
      const address = privateKeyToAccount(key).address;
      expect(checksumAddress(address.toLowerCase())).toBe(getAddress(address.toLowerCase()));
      expect(isAddress(address)).toBe(true);
      expect(isAddress(address.toLowerCase())).toBe(true);
      const wrongCase = address.replace(/[a-f]/, (c) => c.toUpperCase());
      expect(isAddress(wrongCase)).toBe(viemIsAddress(wrongCase));
      expect(isAddress(wrongCase, { strict: false })).toBe(viemIsAddress(wrongCase, { strict: false }));
    }
    // all upper case carries no checksum, and is refused as viem refuses it
    const upper = `0x${'f39Fd6e51aad88F6F4ce6aB8827279cffFb92266'.toUpperCase()}`;
    expect(isAddress(upper)).toBe(viemIsAddress(upper));
    expect(isAddress(upper)).toBe(false);
    expect(isAddress(upper, { strict: false })).toBe(true);
    for (const bad of ['0x12', '0xZZ39Fd6e51aad88F6F4ce6aB8827279cffFb9226', 'f39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '']) {
      expect(isAddress(bad)).toBe(false);
    }
    expect(() => checksumAddress('0x12')).toThrow(/not an address/);
  });
});
