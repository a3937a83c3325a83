import { SignJWT, calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, jwtVerify, type JWK, type JWTPayload } from 'jose';
import type { SimStore } from '../state/store';
import type { SimSigningKey } from '../state/types';

export type TokenKind = 'user' | 'developer' | 'vehicle';
export const USER_TOKEN_SECONDS = 3600;
export const DEVELOPER_TOKEN_SECONDS = 3600;
export const VEHICLE_TOKEN_SECONDS = 600;
export const VEHICLE_TOKEN_AUDIENCE = 'dimo.zone';

type SigningKey = Awaited<ReturnType<typeof importJWK>>;

/** Signs and verifies the simulator's RS256 JWTs with one persisted key pair. */
export class TokenService {
  private constructor(
    private readonly key: SimSigningKey,
    private readonly privateKey: SigningKey,
    private readonly publicKey: SigningKey,
    private readonly getIssuer: () => string,
  ) {}

  static async create(store: SimStore, getIssuer: () => string): Promise<TokenService> {
    let key = store.state.signingKey;
    if (!key) {
      const pair = await generateKeyPair('RS256', { extractable: true });
      const publicJwk = await exportJWK(pair.publicKey);
      key = {
        kid: await calculateJwkThumbprint(publicJwk),
        privateJwk: await exportJWK(pair.privateKey),
        publicJwk,
      };
      store.state.signingKey = key;
      store.save();
    }
    const privateKey = await importJWK(key.privateJwk, 'RS256');
    const publicKey = await importJWK(key.publicJwk, 'RS256');
    return new TokenService(key, privateKey, publicKey, getIssuer);
  }

  get issuer(): string {
    return this.getIssuer();
  }

  getJwks(): { keys: JWK[] } {
    return { keys: [{ ...this.key.publicJwk, kid: this.key.kid, alg: 'RS256', use: 'sig' }] };
  }

  /** Signs claims; `expiresAt` may lie in the past (to hand out already-expired tokens). */
  async sign(input: {
    claims: JWTPayload & Record<string, unknown>;
    subject: string;
    audience: string | string[];
    issuedAt: Date;
    expiresAt: Date;
  }): Promise<string> {
    return new SignJWT(input.claims)
      .setProtectedHeader({ alg: 'RS256', kid: this.key.kid, typ: 'JWT' })
      .setIssuer(this.issuer)
      .setSubject(input.subject)
      .setAudience(input.audience)
      .setIssuedAt(Math.floor(input.issuedAt.getTime() / 1000))
      .setExpirationTime(Math.floor(input.expiresAt.getTime() / 1000))
      .sign(this.privateKey);
  }

  /** Verifies signature, issuer and expiry (against `now`); throws on any failure. */
  async verify(token: string, now: Date): Promise<JWTPayload & Record<string, unknown>> {
    const { payload } = await jwtVerify(token, this.publicKey, {
      issuer: this.issuer,
      algorithms: ['RS256'],
      currentDate: now,
    });
    return payload as JWTPayload & Record<string, unknown>;
  }
}

export function readBearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1] : null;
}
