import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions, type LookupOneOptions } from 'node:dns';
import { promises as dns } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { WebhookFormat, WebhookPayload } from '../../../shared/api/notifications';
import { isPublicAddress } from './special-addresses';
import { webhookRequest } from './webhook-formats';

export interface WebhookPolicy {
  /** The operator's WEBHOOK_ALLOW_PRIVATE: private, loopback and the app's own addresses are then allowed. */
  allowPrivate: boolean;
  /** The app's own origins ("http://localhost:3000", its PUBLIC_URL): a webhook must not call the app itself. */
  appOrigins: () => string[];
}


function hostnameOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
}

async function resolveAll(hostname: string): Promise<string[]> {
  return (await dns.lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);
}

/**
 * Why this URL may not receive an owner's webhooks, or null when it may: it must be http(s), and unless the operator
 * allows it, not the app itself and not a host that resolves to a private or loopback address.
 */
export async function findWebhookProblem(raw: string, policy: WebhookPolicy, resolve: (host: string) => Promise<string[]> = resolveAll): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'The webhook URL is not a valid URL.';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'The webhook URL must start with http:// or https://.';
  if (policy.allowPrivate) return null;
  const host = hostnameOf(url);
  const own = policy.appOrigins().map((o) => new URL(o));
  if (own.some((o) => o.origin === url.origin || hostnameOf(o) === host)) return 'The webhook URL may not point at this app.';
  if (host === 'localhost' || host.endsWith('.localhost')) return 'The webhook URL may not point at a private or loopback address.';
  let addresses: string[];
  try {
    addresses = ipaddr.isValid(host) ? [host] : await resolve(host);
  } catch {
    return `The webhook host ${host} could not be found.`;
  }
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) return 'The webhook URL may not point at a private or loopback address.';
  return null;
}

/** A DNS lookup for the request itself that refuses private addresses, so a host cannot re-point after the check. */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return ((hostname: string, options: LookupOneOptions | LookupAllOptions, callback: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, []);
      const bad = !allowPrivate && addresses.some((a) => !isPublicAddress(a.address));
      if (bad) return callback(Object.assign(new Error(`webhook host ${hostname} resolves to a private address`), { code: 'EPRIVATE' }), []);
      if ((options as LookupAllOptions).all) return callback(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  }) as LookupFunction;
}

export class WebhookRefused extends Error {}

/**
 * POSTs the notification to the owner's URL in its format (webhook-formats.ts); resolves with the status on a 2xx
 * answer, throws otherwise (the delivery job retries with back-off).
 */
export async function postWebhook(raw: string, payload: WebhookPayload, policy: WebhookPolicy, opts: { format?: WebhookFormat; timeoutMs?: number } = {}): Promise<number> {
  const problem = await findWebhookProblem(raw, policy);
  if (problem) throw new WebhookRefused(problem);
  const request = webhookRequest(opts.format ?? 'json', raw, payload);
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const url = new URL(request.url);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<number>((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: { ...request.headers, 'content-length': Buffer.byteLength(request.body), 'user-agent': 'DriveWise-Notifications/1' },
        lookup: guardedLookup(policy.allowPrivate),
        timeout: timeoutMs,
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          if (status >= 200 && status < 300) resolve(status);
          else reject(new Error(`webhook answered HTTP ${status}`));
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`webhook did not answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(request.body);
  });
}
