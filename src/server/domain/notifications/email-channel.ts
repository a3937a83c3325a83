import type { Transporter } from 'nodemailer';
import type { Config } from '../../config';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Sends notification emails through the operator's SMTP server; null when SMTP is not configured. The mail library
 * loads with the first email, so an instance that sends none never holds it.
 */
export function createEmailChannel(smtp: Config['smtp']) {
  if (!smtp) return null;
  let transport: Promise<Transporter> | undefined;
  const open = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure,
        auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    ));
  return {
    async send(message: EmailMessage): Promise<void> {
      await (await open()).sendMail({ from: smtp.from, ...message });
    },
    close(): void {
      void transport?.then((t) => t.close());
    },
  };
}
export type EmailChannel = NonNullable<ReturnType<typeof createEmailChannel>>;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The email for one notification: its title as the subject, what and when in the body, and a link into the app. */
export function composeEmail(n: { title: string; body: string; link: string }, to: string, appUrl: string): EmailMessage {
  const link = new URL(n.link, appUrl).toString();
  const settings = new URL('/settings', appUrl).toString();
  const text = `${n.body}\n\nOpen DriveWise: ${link}\n\nYou get this email because you turned on email notifications. Change them in Settings: ${settings}\n`;
  const html = `<p>${escapeHtml(n.body)}</p><p><a href="${escapeHtml(link)}">Open DriveWise</a></p><p style="color:#666;font-size:12px">You get this email because you turned on email notifications. <a href="${escapeHtml(settings)}">Change them in Settings</a>.</p>`;
  return { to, subject: `DriveWise: ${n.title}`, text, html };
}
