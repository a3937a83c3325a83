import { describe, expect, it } from 'vitest';
import { verifyMessage } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { buildCloudEventBody, serialiseAttestationData } from './attestation';

describe('serialiseAttestationData', () => {
  it.each([
    { data: { b: 1, a: 'ü' }, expected: '{"b":1,"a":"ü"}' },
    { data: [1, null], expected: '[1,null]' },
    { data: 'text', expected: '"text"' },
  ])('$expected', ({ data, expected }) => {
    expect(serialiseAttestationData(data)).toBe(expected);
  });

  it.each([undefined, () => 1])('refuses %s', (data) => {
    expect(() => serialiseAttestationData(data)).toThrow(TypeError);
  });
});

describe('buildCloudEventBody', () => {
  it('embeds the signed data text byte for byte and the other fields as JSON', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const dataJson = serialiseAttestationData({ vin: '1HGCM82633A004352', note: 'quote " and \\ and é', n: 1.5 });
    const signature = await account.signMessage({ message: dataJson });
    const body = buildCloudEventBody(
      {
        id: 'id-1',
        source: account.address,
        producer: account.address,
        subject: 'did:erc721:80002:0x45fbCD3ef7361d156e8b16F5538AE36DEdf61Da8:7',
        time: '2025-06-01T00:00:00.000Z',
        type: 'dimo.attestation',
        signature,
      },
      dataJson,
    );
    const parsed = JSON.parse(body) as Record<string, unknown>;
    expect(parsed).toMatchObject({ id: 'id-1', specversion: '1.0', type: 'dimo.attestation', source: account.address, signature });
    expect(body.endsWith(`"data":${dataJson}}`)).toBe(true);
    const rawData = body.slice(body.indexOf('"data":') + '"data":'.length, -1);
    expect(await verifyMessage({ address: account.address, message: rawData, signature })).toBe(true);
  });
});
