import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectVisible } from './support/browser';
import { signInThroughSimulator as signIn } from './support/journeys';
import { useAppAndBrowser } from './support/suite';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** The owner's phone app standing in: answers 404 under /missing, 200 elsewhere, and keeps what it was sent. */
async function startPhoneAppServer(): Promise<{ server: Server; base: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url?.startsWith('/missing')) return void res.writeHead(404).end();
      received.push({ path: req.url ?? '', headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":1}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

describe('notifications owners can receive', () => {
  // The operator allows private addresses so the test's own server on 127.0.0.1 may receive; no SMTP is set up.
  const suite = useAppAndBrowser({ WEBHOOK_ALLOW_PRIVATE: 'true', TRIGGERS_MODE: 'off' });
  let phone: Awaited<ReturnType<typeof startPhoneAppServer>>;
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    phone = await startPhoneAppServer();
    context = await suite.browser.newContext({ viewport: { width: 390, height: 844 } });
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await signIn(page, suite.app.url, 'webhook-presets@example.com');
  });
  afterAll(async () => {
    await context?.close();
    await new Promise((resolve) => phone?.server.close(resolve));
  });

  it('an ntfy preset sends a test the local server receives in ntfy’s format, errors show at the field, and email is simply unavailable', async () => {
    await page.goto(`${suite.app.url}/settings`);
    const email = page.getByRole('region', { name: 'Email notifications' });
    await expectVisible(email.getByText('Email notifications are not available on this server. The bell, a webhook and the calendar link still work.'));
    expect(await email.getByLabel('Email address').count()).toBe(0);
    expect(await page.getByText('SMTP').count()).toBe(0);
    // The live alerts the one "Vehicle alerts (live)" switch covers, the car-state ones among them.
    await expectVisible(page.getByText(/^Vehicle alerts \(live\): a new trouble code, .*low engine oil, the check-engine lamp, the airbag lamp, the ABS lamp, a charge that stopped early, a possible collision, emergency braking, and harsh driving \(once a day at most\), each from a car whose connection reports it\.$/));

    const form = page.getByRole('form', { name: 'Webhook' });
    await form.getByLabel('Send to').selectOption({ label: 'ntfy' });
    const url = form.getByLabel('Webhook URL');
    expect(await url.getAttribute('placeholder')).toBe('https://ntfy.sh/your-topic');
    await url.fill(`${phone.base}/drivewise-alerts`);
    await form.getByRole('button', { name: 'Send test' }).click();
    await expectVisible(form.getByRole('status').filter({ hasText: 'Sent: ntfy answered HTTP 200.' }));
    expect(phone.received).toHaveLength(1);
    // ntfy's JSON publishing: at the server's root, the topic in the body.
    expect(phone.received[0].path).toBe('/');
    expect(phone.received[0].body).toEqual({
      topic: 'drivewise-alerts',
      title: 'DriveWise test notification',
      message: 'Reminders and vehicle alerts will arrive here like this one.',
      priority: 3,
      tags: ['car'],
      click: `${suite.app.url}/settings`,
    });

    await form.getByLabel('Send to').selectOption({ label: 'Discord' });
    await url.fill(`${phone.base}/missing/webhook`);
    await form.getByRole('button', { name: 'Send test' }).click();
    const alert = form.getByRole('alert');
    await expectVisible(alert.filter({ hasText: 'Discord answered HTTP 404: nothing is listening at that path; check the URL.' }));
    expect(await url.getAttribute('aria-invalid')).toBe('true');
    expect(await url.getAttribute('aria-describedby')).toContain((await alert.getAttribute('id'))!);

    await form.getByLabel('Send to').selectOption({ label: 'Home Assistant' });
    await url.fill(`${phone.base}/api/webhook/drivewise`);
    await form.getByRole('button', { name: 'Save webhook' }).click();
    await expectVisible(form.getByRole('status').filter({ hasText: 'Saved: notifications go to Home Assistant.' }));
    await page.reload();
    await expectVisible(page.getByRole('form', { name: 'Webhook' }).getByLabel('Webhook URL'));
    expect(await page.getByRole('form', { name: 'Webhook' }).getByLabel('Send to').inputValue()).toBe('home_assistant');
    expect(await page.getByRole('form', { name: 'Webhook' }).getByLabel('Webhook URL').inputValue()).toBe(`${phone.base}/api/webhook/drivewise`);
    expect(errors).toEqual([]);
  });
});
