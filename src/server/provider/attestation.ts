import { randomUUID } from 'node:crypto';
import type { ProviderContext } from './context';
import { callWithDeveloperJwt, type DeveloperAuth } from './developer-auth';
import type { VehicleTokens } from './token-exchange';
import { joinUrl } from './hosts';

export interface AttestationEvent {
  subject: string;
  data: unknown;
  producer?: string;
  type?: 'dimo.attestation' | 'dimo.tombstone';
}

export interface CloudEventFields {
  id: string;
  source: string;
  producer: string;
  subject: string;
  time: string;
  type: 'dimo.attestation' | 'dimo.tombstone';
  signature: string;
}

/**
 * Serialises `data` exactly once; the signature covers these bytes and the body embeds the same text,
 * so re-serialising can never change what was signed.
 */
export function serialiseAttestationData(data: unknown): string {
  const json = JSON.stringify(data);
  if (json === undefined) throw new TypeError('Attestation data must be JSON-serialisable');
  return json;
}

/** The CloudEvent body, written by hand so `data` appears byte for byte as signed. */
export function buildCloudEventBody(fields: CloudEventFields, dataJson: string): string {
  const head = [
    ['id', fields.id],
    ['source', fields.source],
    ['producer', fields.producer],
    ['specversion', '1.0'],
    ['subject', fields.subject],
    ['time', fields.time],
    ['type', fields.type],
    ['signature', fields.signature],
  ]
    .map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`)
    .join(',');
  return `{${head},"data":${dataJson}}`;
}

const SUBJECT_PATTERN = /^did:(erc721|ethr):/;

export function createAttestationClient(ctx: ProviderContext, developer: DeveloperAuth, tokens: VehicleTokens) {
  async function submitAttestation(event: AttestationEvent): Promise<{ id: string }> {
    if (!SUBJECT_PATTERN.test(event.subject)) {
      throw new RangeError(`Attestation subject must be a did:erc721: or did:ethr: DID, got "${event.subject}"`);
    }
    const dataJson = serialiseAttestationData(event.data);
    const signature = await ctx.account.signMessage({ message: dataJson });
    const id = randomUUID();
    const body = buildCloudEventBody(
      {
        id,
        source: ctx.account.address,
        producer: event.producer ?? ctx.account.address,
        subject: event.subject,
        time: new Date(ctx.now()).toISOString(),
        type: event.type ?? 'dimo.attestation',
        signature,
      },
      dataJson,
    );
    await callWithDeveloperJwt(developer, (jwt) =>
      ctx.http.request({
        call: 'attest.submit',
        // The ingest listens at its base URL itself: https://attest.dimo.zone/ (the simulator: {sim}/attest).
        url: ctx.cfg.attestUrl,
        method: 'POST',
        headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
        body,
      }),
    );
    return { id };
  }

  /** Asks the provider to issue a fresh VIN credential (read it back with getVin). */
  async function requestVinCredential(tokenId: number): Promise<void> {
    const jwt = await tokens.getVehicleJwt(tokenId, [5]);
    await ctx.http.request({
      call: 'attestationApi.vin',
      url: joinUrl(ctx.cfg.attestationApiUrl, `/v2/attestation/vin/${tokenId}`),
      method: 'POST',
      headers: { authorization: `Bearer ${jwt}` },
    });
  }

  return { submitAttestation, requestVinCredential };
}
