import { describe, expect, it } from 'vitest';
import type { WebhookPayload } from '../../../shared/api/notifications';
import { webhookRequest } from './webhook-formats';

const payload: WebhookPayload = {
  id: 'n1',
  kind: 'vehicle_alert',
  severity: 'critical',
  title: 'Coolant above 110 °C on 2021 Honda Accord',
  message: 'Coolant is at 114 °C. Stop when safe and let the engine cool.',
  vehicle: { tokenId: 7, name: '2021 Honda Accord' },
  url: 'https://drivewise.example.com/dashboard',
  createdAt: '2026-03-01T08:00:00.000Z',
};

describe('webhook formats', () => {
  it('ntfy: JSON published at the server root with the topic, priority, tag and click-through', () => {
    const r = webhookRequest('ntfy', 'https://ntfy.example.com/alerts/my-car', payload);
    expect(r.url).toBe('https://ntfy.example.com/alerts');
    expect(JSON.parse(r.body)).toEqual({
      topic: 'my-car',
      title: payload.title,
      message: payload.message,
      priority: 5,
      tags: ['rotating_light'],
      click: payload.url,
    });
    expect(webhookRequest('ntfy', 'https://ntfy.sh/my-car', { ...payload, severity: 'info' }).url).toBe('https://ntfy.sh/');
  });

  it('Gotify: the message API at the URL with its token, priority and click extra', () => {
    const r = webhookRequest('gotify', 'https://gotify.example.com/message?token=AbC', payload);
    expect(r.url).toBe('https://gotify.example.com/message?token=AbC');
    expect(JSON.parse(r.body)).toEqual({ title: payload.title, message: payload.message, priority: 8, extras: { 'client::notification': { click: { url: payload.url } } } });
  });

  it('Home Assistant: the fields at the top and data for a phone notification', () => {
    const body = JSON.parse(webhookRequest('home_assistant', 'https://ha.example.com/api/webhook/drivewise', payload).body);
    expect(body).toMatchObject({ title: payload.title, message: payload.message, severity: 'critical', vehicleName: '2021 Honda Accord' });
    expect(body.data).toEqual({ url: payload.url, clickAction: payload.url, tag: 'n1', push: { 'interruption-level': 'time-sensitive' } });
  });

  it('Discord: one embed, red for critical, the car in the footer, no mentions', () => {
    const body = JSON.parse(webhookRequest('discord', 'https://discord.com/api/webhooks/1/x', payload).body);
    expect(body).toEqual({
      username: 'DriveWise',
      allowed_mentions: { parse: [] },
      embeds: [{ title: payload.title, description: payload.message, url: payload.url, color: 0xdc2626, timestamp: payload.createdAt, footer: { text: '2021 Honda Accord' } }],
    });
    const long = JSON.parse(webhookRequest('discord', 'https://discord.com/api/webhooks/1/x', { ...payload, title: 'x'.repeat(300) }).body);
    expect(long.embeds[0].title).toHaveLength(256);
  });

  it("the app's own JSON is the payload itself, its title also as an ASCII header", () => {
    const r = webhookRequest('json', 'https://example.com/hook', payload);
    expect(JSON.parse(r.body)).toEqual(payload);
    expect(r.headers.title).toBe('Coolant above 110 C on 2021 Honda Accord');
  });
});
