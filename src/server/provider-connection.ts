import type { Config } from './config';
import type { Logger } from './logger';
import { generatePrivateKey, signerFromKey } from './provider/ethereum';
import { createProviderClients, providerHostsFor, simulatorHostsFor, type ProviderClients } from './provider';
import { loadOrCreateSecret } from './secrets';

export interface ProviderConnection {
  clients: ProviderClients;
  loginUrl: string;
  clientId: string;
  redirectUri: string;
  /** Every redirect URI registered for the client, redirectUri first. */
  redirectUris: string[];
  /** Ends every provider call in flight at once and refuses new ones (the first step of shutdown). */
  abort(): void;
  close(): Promise<void>;
}

const DIMO_LOGIN_URLS = { production: 'https://login.dimo.org', development: 'https://login.dev.dimo.org' };

/**
 * Reaches the real provider when configured; otherwise starts the local simulator and registers this app with it
 * as a developer client (key kept in DATA_DIR), so exactly the real code path runs against it.
 */
export async function connectProvider(config: Config, appUrl: string, logger: Logger): Promise<ProviderConnection> {
  const calls = new AbortController();
  const abort = () => calls.abort();
  const common = { timeoutMs: config.providerTimeoutMs, logger: logger.child({ component: 'provider' }), signal: calls.signal };
  if (config.provider.mode === 'dimo') {
    const p = config.provider;
    return {
      clients: createProviderClients({ ...providerHostsFor(p.env), ...common, clientId: p.clientId, apiKey: p.apiKey, redirectUri: p.redirectUri }),
      loginUrl: p.loginUrl ?? DIMO_LOGIN_URLS[p.env],
      clientId: p.clientId,
      redirectUri: p.redirectUri,
      redirectUris: [p.redirectUri],
      abort,
      close: async () => abort(),
    };
  }

  const simConfig = config.provider;
  // Several instances share one simulator (SIM_URL) as they would share the real provider; otherwise start our own.
  const sim = simConfig.url
    ? { url: simConfig.url.replace(/\/+$/, ''), close: async () => {} }
    : await (await import('../simulator')).startSimulator({ dataDir: config.dataDir, port: simConfig.port, otp: simConfig.otp });
  try {
    const publicSimUrl = simConfig.publicUrl ?? sim.url.replace('127.0.0.1', 'localhost');
    const apiKey = simConfig.developerKey ?? ((await loadOrCreateSecret(config.dataDir, 'simulator-developer-key', generatePrivateKey)) as `0x${string}`);
    const clientId = signerFromKey(apiKey).address;
    const redirectUri = `${appUrl}/auth/callback`;
    // The app answers on localhost and on 127.0.0.1; the login site accepts only its opener's own origin.
    const redirectUris = [...new Set([redirectUri, redirectUri.replace('//localhost:', '//127.0.0.1:')])];
    const res = await fetch(`${sim.url}/dev/clients`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId, redirectUris, signers: [clientId], name: 'DriveWise (local)' }),
    });
    if (!res.ok) throw new Error(`could not register with the simulator: HTTP ${res.status}`);
    logger.info({ simulator: publicSimUrl, clientId }, 'provider simulator running');
    return {
      clients: createProviderClients({ ...simulatorHostsFor(sim.url), ...common, clientId, apiKey, redirectUri }),
      loginUrl: `${publicSimUrl}/login`,
      clientId,
      redirectUri,
      redirectUris,
      abort,
      close: async () => {
        abort();
        await sim.close();
      },
    };
  } catch (err) {
    await sim.close().catch(() => {});
    throw err;
  }
}
