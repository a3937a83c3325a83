/** A small client for the provider's login site protocol (popup and redirect), with the login URL from the server. */
import { permissionBits, privilegesToAsk, SHARE_EXPIRATION, SHARE_TEMPLATE_ID } from '@shared/sharing';

export type EntryState = 'EMAIL_INPUT' | 'VEHICLE_MANAGER';

export interface LoginSettings {
  loginUrl: string;
  clientId: string;
  redirectUri: string;
}

export interface LoginResult {
  token: string;
  walletAddress: string;
  email: string | null;
  sharedVehicles: string[] | null;
}

/** What the sharing step asks for: vehicle data and the VIN, and location when the owner wants its features. */
export interface ShareOptions {
  location: boolean;
}

/** The sharing request (SPEC's template and expiry) for the privileges the app uses. */
export function shareRequest(options: ShareOptions = { location: false }) {
  return { permissionTemplateId: SHARE_TEMPLATE_ID, permissions: permissionBits(privilegesToAsk(options)), expirationDate: SHARE_EXPIRATION };
}

export const POPUP_WIDTH = 500;
export const POPUP_HEIGHT = 600;

export type LoginMessage =
  | { eventType: 'READY' }
  | { eventType: 'SHARE_VEHICLES_DATA' }
  | { eventType: 'authResponse'; result: LoginResult }
  | { eventType: 'logout' }
  | { eventType: 'DIMO_ERROR'; message: string };

const asString = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : null);

/** Reads a message posted by the login site; null for anything that isn't one. */
export function parseLoginMessage(data: unknown): LoginMessage | null {
  if (!data || typeof data !== 'object') return null;
  const m = data as Record<string, unknown>;
  switch (m.eventType) {
    case 'READY':
      return { eventType: 'READY' };
    case 'SHARE_VEHICLES_DATA':
      return { eventType: 'SHARE_VEHICLES_DATA' };
    case 'logout':
      return { eventType: 'logout' };
    case 'DIMO_ERROR':
      return { eventType: 'DIMO_ERROR', message: asString(m.message) ?? 'An unknown error occurred' };
    case 'authResponse': {
      const token = asString(m.token) ?? asString(m.accessToken) ?? asString(m.jwt);
      if (!token) return { eventType: 'DIMO_ERROR', message: 'Missing authentication token' };
      const shared = Array.isArray(m.sharedVehicles) ? m.sharedVehicles.map(String) : null;
      return {
        eventType: 'authResponse',
        result: { token, walletAddress: asString(m.walletAddress) ?? '', email: asString(m.email), sharedVehicles: shared },
      };
    }
    default:
      return null;
  }
}

export function buildRedirectLoginUrl(settings: LoginSettings, entryState: EntryState, share?: ShareOptions): string {
  const url = new URL(settings.loginUrl);
  url.searchParams.set('clientId', settings.clientId);
  url.searchParams.set('redirectUri', settings.redirectUri);
  url.searchParams.set('entryState', entryState);
  if (entryState === 'VEHICLE_MANAGER') {
    const request = shareRequest(share);
    url.searchParams.set('permissionTemplateId', request.permissionTemplateId);
    url.searchParams.set('permissions', request.permissions);
    url.searchParams.set('expirationDate', request.expirationDate);
  }
  return url.toString();
}

export type CallbackParams = { kind: 'token'; result: LoginResult } | { kind: 'logout' } | { kind: 'error'; message: string } | { kind: 'none' };

/** Reads what the login site put on the redirect URI's query string. */
export function parseCallbackParams(search: string): CallbackParams {
  const q = new URLSearchParams(search);
  if (q.get('logout') === 'true') return { kind: 'logout' };
  const error = q.get('error');
  if (error) return { kind: 'error', message: error };
  const token = q.get('token');
  if (!token) return { kind: 'none' };
  const shared = q.get('sharedVehicles');
  return {
    kind: 'token',
    result: {
      token,
      walletAddress: q.get('walletAddress') ?? '',
      email: q.get('email'),
      sharedVehicles: shared ? shared.split(',').filter(Boolean) : null,
    },
  };
}

export class PopupBlockedError extends Error {
  constructor() {
    super('Popup failed to open');
  }
}

/** Opens the login site in a popup and runs the protocol until it answers. Checks `event.origin` exactly. */
export function loginWithPopup(settings: LoginSettings, entryState: EntryState, share?: ShareOptions): Promise<LoginResult | { logout: true }> {
  const origin = new URL(settings.loginUrl).origin;
  const left = Math.max(0, (window.screenX ?? 0) + (window.outerWidth - POPUP_WIDTH) / 2);
  const top = Math.max(0, (window.screenY ?? 0) + (window.outerHeight - POPUP_HEIGHT) / 2);
  const popup = window.open(
    settings.loginUrl,
    `dimo-login-${Date.now()}`,
    `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`,
  );
  if (!popup) return Promise.reject(new PopupBlockedError());

  return new Promise((resolve, reject) => {
    let initialised = false;
    const finish = () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(closedTimer);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== popup) return;
      const message = parseLoginMessage(event.data);
      if (!message) return;
      switch (message.eventType) {
        case 'READY':
          if (initialised) return;
          initialised = true;
          popup.postMessage(
            { eventType: 'AUTH_INIT', clientId: settings.clientId, redirectUri: settings.redirectUri, entryState, forceEmail: false, altTitle: false },
            origin,
          );
          return;
        case 'SHARE_VEHICLES_DATA':
          popup.postMessage(
            { eventType: 'SHARE_VEHICLES_DATA', ...shareRequest(share), vehicles: [], vehicleMakes: [], onboarding: [], powertrainTypes: [] },
            origin,
          );
          return;
        case 'authResponse':
          finish();
          resolve(message.result);
          return;
        case 'logout':
          finish();
          resolve({ logout: true });
          return;
        case 'DIMO_ERROR':
          finish();
          reject(new Error(message.message));
      }
    };
    const closedTimer = window.setInterval(() => {
      if (popup.closed) {
        finish();
        reject(new Error('The sign-in window was closed.'));
      }
    }, 500);
    window.addEventListener('message', onMessage);
  });
}

/** The registered redirect URI on the page's own origin (the login site refuses any other opener), else the default. */
export function pickRedirectUri(preferred: string, registered: readonly string[], origin: string): string {
  return [preferred, ...registered].find((uri) => URL.canParse(uri) && new URL(uri).origin === origin) ?? preferred;
}
