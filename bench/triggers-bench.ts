/**
 * Real-time vehicle alerts: the time from a simulated threshold crossing (the simulator's dev route sets a car's signal
 * past a rule's threshold) to the alert in the owner's live bell (the `notifications.live` stream the top bar follows,
 * then the feed that lists it). The app and the simulator each run in their own process, as in production; the
 * simulator's Vehicle Triggers evaluate every second, like a provider's evaluation loop, and POST to the app's receiver.
 * Each sample crosses a different (vehicle, rule) pair, so no cool-down hides it. Also reported: how much of the time is
 * the provider's side (crossing to the delivery call) and how much the app's (the call to the bell).
 */
import { figure, percentile, saveResults, summarize, type BenchModule, type Figure } from './kit';
import { cpuMs, signInOwner, startBenchStack, type AppProcess } from './support/app';

const TARGET_MS = 2000;

/** A signal value that crosses each rule's threshold, and the simulated fault that would have fired it already. */
const CROSSINGS = [
  { signal: 'lowVoltageBatteryCurrentVoltage', value: 11.3, title: 'Low 12 V battery on', fault: 'weakBattery' },
  { signal: 'powertrainCombustionEngineECT', value: 118, title: 'Engine overheating on', fault: 'hotCoolant' },
  { signal: 'chassisAxleRow1WheelLeftTirePressure', value: 150, title: 'Low tire pressure on', fault: 'lowTire' },
  { signal: 'obdDTCList', value: ['P0420'], title: 'New trouble code on', fault: 'dtc' },
] as const;

interface SimTriggers {
  webhooks: { id: string }[];
  subscriptions: { webhookId: string; tokenId: number }[];
  deliveries: { tokenId: number; signal: string; firedAt: string; attempts: { at: string; ms: number; status: number | null }[] }[];
}

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Follows the owner's live bell: resolves `next()` with the time of each change the server pushes. */
async function followBell(app: AppProcess, cookie: string): Promise<{ waitForChange(after: number, timeoutMs: number): Promise<number | null>; close(): Promise<void> }> {
  const res = await fetch(`${app.url}/api/trpc/notifications.live`, { headers: { cookie, accept: 'text/event-stream' } });
  if (!res.ok || !res.body) throw new Error(`notifications.live: HTTP ${res.status}`);
  const reader = res.body.getReader();
  const marks: number[] = [];
  let buffer = '';
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += new TextDecoder().decode(value);
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) if (line.startsWith('data: ') && line.includes('unread')) marks.push(performance.now());
    }
  })();
  return {
    async waitForChange(after, timeoutMs) {
      const deadline = performance.now() + timeoutMs;
      while (performance.now() < deadline) {
        const mark = marks.find((m) => m > after);
        if (mark !== undefined) return mark;
        await new Promise((r) => setTimeout(r, 5));
      }
      return null;
    },
    async close() {
      await reader.cancel().catch(() => {});
      await pump;
    },
  };
}

export const triggersBench: BenchModule = {
  name: 'triggers',
  about: 'real-time vehicle alerts: simulated threshold crossing to the alert in the owner’s live bell (webhooks), and its provider and app parts',
  async run(args) {
    const quick = args.includes('--quick');
    const vehicles = quick ? 4 : 10;
    const { app, simUrl, stop } = await startBenchStack({ TRIGGERS_MODE: 'auto' });
    const burstSize = quick ? 100 : 200;
    try {
      // The webhooks are set up in the background at start-up ("starting" until then).
      let mode = 'starting';
      for (let i = 0; mode === 'starting' && i < 240; i++) {
        mode = (await json<{ triggers: string }>(`${app.url}/api/health`)).triggers;
        if (mode === 'starting') await new Promise((r) => setTimeout(r, 250));
      }
      if (mode !== 'webhooks') throw new Error(`the app runs vehicle alerts by ${mode}, not webhooks`);
      const email = 'bench-triggers@example.com';
      const { cookie, tokenIds } = await signInOwner(app, simUrl, email, vehicles);
      const garage = await json<{ vehicles: { tokenId: number; name: string; faults: string[] }[] }>(`${simUrl}/dev/garages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, extraVehicles: Math.max(0, vehicles - 3) }),
      });
      // Every vehicle subscribed to every webhook, and the alerts of the fleet's own faults delivered, before measuring.
      const subscribedAt = performance.now();
      for (;;) {
        const t = await json<SimTriggers>(`${simUrl}/dev/triggers`);
        if (tokenIds.every((id) => t.subscriptions.filter((s) => s.tokenId === id).length === t.webhooks.length)) break;
        if (performance.now() - subscribedAt > 60_000) throw new Error('vehicles were not subscribed within a minute');
        await new Promise((r) => setTimeout(r, 200));
      }
      await new Promise((r) => setTimeout(r, 3000));

      const bell = await followBell(app, cookie);
      const pairs = garage.vehicles
        .filter((v) => tokenIds.includes(v.tokenId))
        .flatMap((v) => CROSSINGS.filter((c) => !(v.faults as string[]).includes(c.fault)).map((c) => ({ vehicle: v, crossing: c })));
      const samples = pairs.slice(0, quick ? 6 : 20);
      const totals: number[] = [];
      const providerParts: number[] = [];
      const appParts: number[] = [];
      const missed: string[] = [];
      for (const { vehicle, crossing } of samples) {
        const title = `${crossing.title} ${vehicle.name}`;
        const crossedAt = performance.now();
        const crossedWall = Date.now();
        await json(`${simUrl}/dev/vehicles/${vehicle.tokenId}/signals`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ values: { [crossing.signal]: crossing.value } }),
        });
        let shownAt: number | null = null;
        let after = crossedAt;
        while (shownAt === null) {
          const mark = await bell.waitForChange(after, 10_000);
          if (mark === null) break;
          const feed = (
            await json<{ result: { data: { items: { title: string; createdAt: string }[] } } }[]>(
              `${app.url}/api/trpc/notifications.feed?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { limit: 50 } }))}`,
              { headers: { cookie } },
            )
          )[0].result.data.items;
          if (feed.some((n) => n.title.startsWith(title) && Date.parse(n.createdAt) >= crossedWall - 1000)) shownAt = mark;
          after = mark;
        }
        if (shownAt === null) {
          missed.push(title);
          continue;
        }
        const total = shownAt - crossedAt;
        totals.push(total);
        const delivery = (await json<SimTriggers>(`${simUrl}/dev/triggers`)).deliveries.findLast((d) => d.tokenId === vehicle.tokenId && d.signal === crossing.signal);
        const firstCall = delivery?.attempts[0];
        if (firstCall) {
          const providerMs = Date.parse(firstCall.at) - crossedWall;
          providerParts.push(providerMs);
          appParts.push(total - providerMs);
        }
      }
      await bell.close();
      const burst = await measureBurst(app, simUrl, burstSize);

      const figures: Figure[] = [
        figure('crossing to in-app alert p50', percentile(totals, 50), 'ms'),
        figure('crossing to in-app alert p95', totals.length ? percentile(totals, 95) : null, 'ms', { below: TARGET_MS }),
        figure('crossing to in-app alert max', totals.length ? Math.max(...totals) : null, 'ms'),
        figure('provider part (crossing to the delivery call) p50', percentile(providerParts, 50), 'ms'),
        figure('app part (delivery call to the live bell) p50', percentile(appParts, 50), 'ms'),
        figure('app part p95', percentile(appParts, 95), 'ms'),
        figure('alerts missed', missed.length, 'alerts', { atMost: 0 }),
        figure(`burst of ${burstSize} cars crossing at once: deliveries handled`, burst.deliveries, 'deliveries'),
        figure(`burst of ${burstSize} cars crossing at once: app CPU per delivery handled meanwhile`, burst.cpuPerDeliveryMs, 'ms'),
        figure(`burst of ${burstSize} cars crossing at once: deliveries answered other than 2xx`, burst.failed, 'deliveries', { atMost: 0 }),
      ];
      await saveResults('triggers', figures, {
        vehicles,
        samples: samples.length,
        totalsMs: summarize(totals),
        providerPartMs: summarize(providerParts),
        appPartMs: summarize(appParts),
        missed,
        burst,
        note: 'The simulator evaluates triggers every 1000 ms, so about half a second of the provider part is its tick.',
      });
      return figures;
    } finally {
      await stop();
    }
  },
};

/**
 * A burst: every car of a fresh owner's garage crosses the 12 V threshold at once (a provider catching up after an
 * outage delivers like this), and the app's CPU per delivery while it handles them (receiver, dedupe, owners, alert,
 * notification).
 */
async function measureBurst(app: AppProcess, simUrl: string, size: number): Promise<{ deliveries: number; failed: number; cpuPerDeliveryMs: number | null }> {
  const { tokenIds } = await signInOwner(app, simUrl, `bench-triggers-burst-${size}@example.com`, size);
  const battery = (await json<{ webhooks: { id: string; metricName: string }[] }>(`${simUrl}/dev/triggers`)).webhooks.find((w) => w.metricName === 'vss.lowVoltageBatteryCurrentVoltage');
  if (!battery) throw new Error('no 12 V battery webhook');
  const ours = new Set(tokenIds);
  for (const started = performance.now(); ; ) {
    const t = await json<SimTriggers>(`${simUrl}/dev/triggers`);
    if (t.subscriptions.filter((s) => s.webhookId === battery.id && ours.has(s.tokenId)).length === size) break;
    if (performance.now() - started > 60_000) throw new Error('the burst garage was not subscribed within a minute');
    await new Promise((r) => setTimeout(r, 200));
  }
  const delivered = async () => (await json<SimTriggers>(`${simUrl}/dev/triggers`)).deliveries.filter((d) => ours.has(d.tokenId) && d.signal === 'lowVoltageBatteryCurrentVoltage');
  const before = (await delivered()).length;
  const cpuBefore = await cpuMs(app.pid);
  const startedWall = Date.now();
  await Promise.all(
    tokenIds.map((tokenId) =>
      json(`${simUrl}/dev/vehicles/${tokenId}/signals`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ values: { lowVoltageBatteryCurrentVoltage: 11.1 } }) }),
    ),
  );
  let settled = await delivered();
  for (const started = performance.now(); performance.now() - started < 60_000; ) {
    await new Promise((r) => setTimeout(r, 500));
    settled = await delivered();
    if (settled.length - before >= size && settled.every((d) => d.attempts.length > 0)) break;
  }
  const cpu = (await cpuMs(app.pid)) - cpuBefore;
  const fresh = settled.slice(before);
  const failed = fresh.filter((d) => !d.attempts.some((a) => a.status !== null && a.status >= 200 && a.status < 300)).length;
  // the app's CPU is shared by every delivery it handled meanwhile (other cars' own conditions come with their samples)
  const handled = (await json<SimTriggers>(`${simUrl}/dev/triggers`)).deliveries.filter((d) => d.attempts.some((a) => Date.parse(a.at) >= startedWall)).length;
  return { deliveries: fresh.length, failed, cpuPerDeliveryMs: handled ? Math.round((cpu / handled) * 100) / 100 : null };
}
