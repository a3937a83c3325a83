import type { WebhookFormat } from '@shared/api/notifications';

export interface WebhookPreset {
  format: WebhookFormat;
  name: string;
  placeholder: string;
  /** Where the owner finds the URL, in one sentence. */
  help: string;
}

/** The apps owners get alerts on their phones with, then the app's own JSON for anything else. */
export const WEBHOOK_PRESETS: readonly WebhookPreset[] = [
  { format: 'ntfy', name: 'ntfy', placeholder: 'https://ntfy.sh/your-topic', help: 'The URL of your topic; subscribe to the same topic in the ntfy app.' },
  { format: 'gotify', name: 'Gotify', placeholder: 'https://gotify.example.com/message?token=…', help: "Your Gotify server's /message URL with an application's token." },
  {
    format: 'home_assistant',
    name: 'Home Assistant',
    placeholder: 'https://homeassistant.example.com/api/webhook/drivewise',
    help: "A webhook trigger's URL; its automation can pass trigger.json.title, message and data to a phone notification.",
  },
  { format: 'discord', name: 'Discord', placeholder: 'https://discord.com/api/webhooks/…', help: "A channel's webhook URL (Edit channel → Integrations → Webhooks)." },
  {
    format: 'json',
    name: 'Other (JSON)',
    placeholder: 'https://example.com/hook',
    help: 'Each notification is POSTed as JSON: id, kind, severity, title, message, vehicle, url and createdAt.',
  },
];

export function presetFor(format: WebhookFormat): WebhookPreset {
  return WEBHOOK_PRESETS.find((p) => p.format === format) ?? WEBHOOK_PRESETS[WEBHOOK_PRESETS.length - 1]!;
}
