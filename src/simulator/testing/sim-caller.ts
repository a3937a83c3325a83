import type { PrivateKeyAccount } from 'viem/accounts';

export const TEST_REDIRECT = 'http://localhost:5173/login/callback';
const CONTRACT = '0x45fbCD3ef7361d156e8b16F5538AE36DEdf61Da8';

/** Calls a running simulator as a developer's app would, for tests: plain posts, a developer's sign-in, a telemetry query. */
export function simCaller(baseUrl: () => string) {
  async function post<T>(pathname: string, body: unknown, init: { bearer?: string; form?: boolean } = {}): Promise<T> {
    const headers: Record<string, string> = init.form ? {} : { 'content-type': 'application/json' };
    if (init.bearer) headers.authorization = `Bearer ${init.bearer}`;
    const res = await fetch(`${baseUrl()}${pathname}`, { method: 'POST', headers, body: init.form ? (body as URLSearchParams) : JSON.stringify(body) });
    const text = await res.text();
    if (!res.ok) throw new Error(`${pathname}: ${res.status} ${text}`);
    return JSON.parse(text) as T;
  }

  return {
    post,
    /** Registers a developer license whose own key signs for it. */
    async registerDeveloper(developer: PrivateKeyAccount): Promise<void> {
      await post('/dev/clients', { clientId: developer.address, redirectUris: [TEST_REDIRECT], signers: [developer.address] });
    },
    /** Signs a registered developer in (challenge, signature, token): its developer JWT. */
    async signInDeveloper(developer: PrivateKeyAccount): Promise<string> {
      const params = new URLSearchParams({ client_id: developer.address, domain: TEST_REDIRECT, scope: 'openid email', response_type: 'code', address: developer.address });
      const challenge = await post<{ state: string; challenge: string }>(`/auth/web3/generate_challenge?${params}`, new URLSearchParams(), { form: true });
      const signature = await developer.signMessage({ message: challenge.challenge });
      const form = new URLSearchParams({ client_id: developer.address, domain: TEST_REDIRECT, state: challenge.state, grant_type: 'authorization_code', signature });
      return (await post<{ access_token: string }>('/auth/web3/submit_challenge', form, { form: true })).access_token;
    },
    /** A telemetry query for one car, with a vehicle JWT exchanged now (privileges 1 and 4); any GraphQL error throws. */
    async telemetry<T>(developerJwt: string, tokenId: number, query: string, variables: Record<string, unknown> = {}): Promise<T> {
      const { token } = await post<{ token: string }>('/token-exchange/v1/tokens/exchange', { nftContractAddress: CONTRACT, tokenId, privileges: [1, 4] }, { bearer: developerJwt });
      const answer = await post<{ data: T; errors?: unknown }>('/telemetry/query', { query, variables: { tokenId, ...variables } }, { bearer: token });
      if (answer.errors) throw new Error(`telemetry answered errors: ${JSON.stringify(answer.errors)}`);
      return answer.data;
    },
  };
}
