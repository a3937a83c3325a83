import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './special-addresses';
import { findWebhookProblem, postWebhook } from './webhook-channel';
import { startTestWebhookReceiver } from '../../testing/test-webhook-receiver';

const policy = (allowPrivate: boolean) => ({ allowPrivate, appOrigins: () => ['https://drivewise.example.com', 'http://localhost:3000'] });
const resolveTo = (addresses: string[]) => async () => addresses;

describe('webhook targets', () => {
  it.each([
    ['93.184.216.34', true],
    ['2606:2800:220:1:248:1893:25c8:1946', true],
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.20.0.1', false],
    ['192.168.1.10', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['fd00::1', false],
    ['fe80::1', false],
    ['::ffff:127.0.0.1', false],
    ['224.0.0.1', false],
    // IPv4-compatible IPv6 (::/96) is loopback or the LAN in disguise; so are the blocks that embed an IPv4 address.
    ['::7f00:1', false],
    ['::127.0.0.1', false],
    ['::a00:1', false],
    ['::8.8.8.8', false],
    ['::', false],
    ['64:ff9b::7f00:1', false],
    ['2002:7f00:1::1', false],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', false],
    ['2001:db8::1', false],
    ['3fff::1', false],
    ['100::1', false],
    ['fec0::1', false],
    ['ff02::1', false],
    ['4000::1', false],
    ['192.0.0.8', false],
    ['192.0.2.1', false],
    ['198.18.0.1', false],
    ['198.51.100.7', false],
    ['203.0.113.9', false],
    ['192.88.99.1', false],
    ['240.0.0.1', false],
    ['255.255.255.255', false],
    ['8.8.8.8', true],
    ['2a00:1450:4001:81b::200e', true],
    ['not an ip', false],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  it.each([
    ['https://ntfy.sh/my-car', ['159.203.148.75'], null],
    ['http://hooks.example.net/x', ['93.184.216.34'], null],
    ['ftp://example.com/x', [], 'must start with http'],
    ['https://drivewise.example.com/api/health', ['93.184.216.34'], 'this app'],
    ['http://localhost:3000/api', ['127.0.0.1'], 'this app'],
    ['http://localhost:8123/api/webhook/car', ['127.0.0.1'], 'may not point at'],
    ['http://homeassistant.lan/hook', ['192.168.1.5'], 'private or loopback'],
    ['http://rebind.example.com/hook', ['93.184.216.34', '10.0.0.1'], 'private or loopback'],
    ['http://[::1]:8080/hook', [], 'private or loopback'],
    ['http://[::7f00:1]:9/', [], 'private or loopback'],
    ['http://[::127.0.0.1]:9/', [], 'private or loopback'],
    ['http://v4compat.example.com/hook', ['::7f00:1'], 'private or loopback'],
    ['http://169.254.169.254/latest/meta-data', [], 'private or loopback'],
  ])('%s -> %s', async (url, addresses, problem) => {
    const found = await findWebhookProblem(url, policy(false), resolveTo(addresses));
    if (problem === null) expect(found).toBeNull();
    else expect(found).toContain(problem);
  });

  it('allows private and own addresses when the operator says so', async () => {
    expect(await findWebhookProblem('http://192.168.1.5/hook', policy(true), resolveTo(['192.168.1.5']))).toBeNull();
    expect(await findWebhookProblem('http://localhost:3000/api', policy(true), resolveTo(['127.0.0.1']))).toBeNull();
  });

  it('posts the JSON body to an allowed receiver and refuses a loopback one without the allowance', async () => {
    const receiver = await startTestWebhookReceiver();
    try {
      const payload = { id: 'n1', kind: 'oil_change' as const, severity: 'warning' as const, title: 'Due soon: Oil change on Car', message: 'Oil change due at 45,000 km (Car).', vehicle: { tokenId: 1, name: 'Car' }, url: 'http://localhost:3000/reminders', createdAt: '2025-06-15T00:00:00.000Z' };
      await expect(postWebhook(receiver.url, payload, policy(false))).rejects.toThrow(/private or loopback/);
      expect(receiver.calls).toBe(0);
      expect(await postWebhook(receiver.url, payload, policy(true))).toBe(200);
      expect(receiver.received).toEqual([payload]);
      receiver.failNext(1);
      await expect(postWebhook(receiver.url, payload, policy(true))).rejects.toThrow('HTTP 503');
    } finally {
      await receiver.close();
    }
  });
});
