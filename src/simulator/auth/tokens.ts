import { SignJWT, calculateJwkThumbprint, decodeJwt, exportJWK, generateKeyPair, importJWK, jwtVerify, type JWK, type JWTPayload } from 'jose';
import type { SimStore } from '../state/store';
import type { SimSigningKey } from '../state/types';

export type TokenKind = 'user' | 'developer' | 'vehicle';
export const USER_TOKEN_SECONDS = 3600;
export const DEVELOPER_TOKEN_SECONDS = 3600;
export const VEHICLE_TOKEN_SECONDS = 600;
export const VEHICLE_TOKEN_AUDIENCE = 'dimo.zone';

type SigningKey = Awaited<ReturnType<typeof importJWK>>;
type Claims = JWTPayload & Record<string, unknown>;
/** Tokens whose signature was checked, kept so a client sending the same token again skips the RSA verification. */
const MAX_VERIFIED_TOKENS = 20_000;

/** Signs and verifies the simulator's RS256 JWTs with one persisted key pair. */
export class TokenService {
  private constructor(
    private readonly key: SimSigningKey,
    private readonly privateKey: SigningKey,
    private readonly publicKey: SigningKey,
    private readonly getIssuer: () => string,
  ) {}

  private readonly verified = new Map<string, { issuer: string; claims: Claims }>();

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
    const token = await new SignJWT(input.claims)
      .setProtectedHeader({ alg: 'RS256', kid: this.key.kid, typ: 'JWT' })
      .setIssuer(this.issuer)
      .setSubject(input.subject)
      .setAudience(input.audience)
      .setIssuedAt(Math.floor(input.issuedAt.getTime() / 1000))
      .setExpirationTime(Math.floor(input.expiresAt.getTime() / 1000))
      .sign(this.privateKey);
    // Signed here, so verified: its first use skips the RSA check too.
    this.keep(token, this.issuer, decodeJwt(token) as Claims);
    return token;
  }

  private keep(token: string, issuer: string, claims: Claims): void {
    if (this.verified.size >= MAX_VERIFIED_TOKENS) this.verified.clear();
    this.verified.set(token, { issuer, claims });
  }

  /**
   * Verifies signature, issuer and expiry (against `now`); throws on any failure. A token this service signed or already
   * verified, under the same issuer, skips its signature check; its time claims are checked again each time (a failure re-verifies it in
   * full, so the error is jose's own).
   */
  async verify(token: string, now: Date): Promise<Claims> {
    const issuer = this.issuer;
    const kept = this.verified.get(token);
    if (kept && kept.issuer === issuer && isCurrent(kept.claims, now)) return kept.claims;
    const { payload } = await jwtVerify(token, this.publicKey, {
      issuer,
      algorithms: ['RS256'],
      currentDate: now,
    });
    this.keep(token, issuer, payload as Claims);
    return payload as Claims;
  }
}

/** The time checks of jwtVerify (no clock tolerance): not expired at `now`, and not before its `nbf`. */
function isCurrent(claims: Claims, now: Date): boolean {
  const seconds = Math.floor(now.getTime() / 1000);
  if (typeof claims.exp === 'number' && claims.exp <= seconds) return false;
  if (typeof claims.nbf === 'number' && claims.nbf > seconds) return false;
  return true;
}

export function readBearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1] : null;
}
