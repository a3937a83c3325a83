import type { Severity, WebhookFormat, WebhookPayload } from '../../../shared/api/notifications';

/** What is POSTed for one notification: where, the body, and the headers the receiving app reads. */
export interface WebhookRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/** ntfy's priorities run 1-5 (5: urgent, a phone rings through do-not-disturb where the owner allows it). */
const NTFY_PRIORITY: Record<Severity, number> = { info: 3, warning: 4, critical: 5 };
/** Gotify's run 0-10; 8 and up sound an alarm on the Android app. */
const GOTIFY_PRIORITY: Record<Severity, number> = { info: 4, warning: 6, critical: 8 };
/** Discord embed colours: blue, amber, red. */
const DISCORD_COLOR: Record<Severity, number> = { info: 0x2563eb, warning: 0xd97706, critical: 0xdc2626 };
const NTFY_TAG: Record<Severity, string> = { info: 'car', warning: 'warning', critical: 'rotating_light' };

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * ntfy publishes JSON at the server's root with the topic in the body (so titles keep their accents); the owner's URL
 * is the topic's: https://ntfy.sh/my-car-alerts.
 */
function ntfy(url: URL, p: WebhookPayload): WebhookRequest {
  const segments = url.pathname.split('/').filter(Boolean);
  const topic = segments.pop() ?? '';
  const root = new URL(url.toString());
  root.pathname = `/${segments.join('/')}`;
  root.search = '';
  const body = { topic, title: p.title, message: p.message, priority: NTFY_PRIORITY[p.severity], tags: [NTFY_TAG[p.severity]], click: p.url };
  return { url: root.toString(), body: JSON.stringify(body), headers: JSON_HEADERS };
}

/** Gotify's message API; the owner's URL carries the application token: https://gotify.example.com/message?token=… */
function gotify(url: URL, p: WebhookPayload): WebhookRequest {
  const body = {
    title: p.title,
    message: p.message,
    priority: GOTIFY_PRIORITY[p.severity],
    extras: { 'client::notification': { click: { url: p.url } } },
  };
  return { url: url.toString(), body: JSON.stringify(body), headers: JSON_HEADERS };
}

/**
 * A Home Assistant webhook trigger (https://ha.example.com/api/webhook/<id>): the notification's fields at the top,
 * and `data` ready to hand to a mobile-app notify action (url on iOS, clickAction on Android).
 */
function homeAssistant(url: URL, p: WebhookPayload): WebhookRequest {
  const body = {
    ...p,
    vehicleName: p.vehicle?.name ?? null,
    data: { url: p.url, clickAction: p.url, tag: p.id, ...(p.severity === 'critical' ? { push: { 'interruption-level': 'time-sensitive' } } : {}) },
  };
  return { url: url.toString(), body: JSON.stringify(body), headers: JSON_HEADERS };
}

/** A Discord channel webhook: one embed with the title linking to the app, the car in the footer. */
function discord(url: URL, p: WebhookPayload): WebhookRequest {
  const embed = {
    title: clip(p.title, 256),
    description: clip(p.message, 4096),
    url: p.url,
    color: DISCORD_COLOR[p.severity],
    timestamp: p.createdAt,
    ...(p.vehicle ? { footer: { text: clip(p.vehicle.name, 2048) } } : {}),
  };
  return { url: url.toString(), body: JSON.stringify({ username: 'DriveWise', embeds: [embed], allowed_mentions: { parse: [] } }), headers: JSON_HEADERS };
}

/** The app's own JSON ({ id, kind, severity, title, message, vehicle, url, createdAt }), with the title as a header too. */
function plainJson(url: URL, p: WebhookPayload): WebhookRequest {
  return { url: url.toString(), body: JSON.stringify(p), headers: { ...JSON_HEADERS, title: p.title.replace(/[^\x20-\x7e]/g, '') } };
}

const WRITERS: Record<WebhookFormat, (url: URL, p: WebhookPayload) => WebhookRequest> = {
  json: plainJson,
  ntfy,
  gotify,
  home_assistant: homeAssistant,
  discord,
};

/** The request that delivers this notification to the owner's URL in the chosen format. */
export function webhookRequest(format: WebhookFormat, url: string, payload: WebhookPayload): WebhookRequest {
  return WRITERS[format](new URL(url), payload);
}

export const WEBHOOK_FORMAT_NAMES: Record<WebhookFormat, string> = {
  json: 'The webhook',
  ntfy: 'ntfy',
  gotify: 'Gotify',
  home_assistant: 'Home Assistant',
  discord: 'Discord',
};
