import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A webhook target on 127.0.0.1 for simulator tests: it answers the provider's verification with `token` and keeps
 * every delivery's body in `deliveries`.
 */
export async function startWebhookReceiver<T>(token: string, deliveries: T[]): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => {
      const body = JSON.parse(text);
      if ('verification' in body) return res.writeHead(200).end(token);
      deliveries.push(body);
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
