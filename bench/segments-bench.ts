/**
 * Segments: the provider simulator (in its own process) answering DIMO's telemetry `segments` query for every car of a
 * 1,000-car garage over the last 31 days (DIMO's longest window), as the app asks for trips: one vehicle JWT per car,
 * the app's own query with its trip signal and event requests, 32 requests in flight. The simulator generates a car's
 * last 31 days of driving in the background once the car exists (as DIMO holds a car's data before it is asked), and
 * reads ahead the summaries of the segments that can no longer change: the bench waits for that and times it from the
 * garage's creation. Timed over the whole garage: the first pass (each car's segments found and summarised for this
 * ask) and warm passes, which must answer every car byte for byte as the first did (but a car whose data arrives late,
 * which may have more of it by then). Target: the first pass under 1 s.
 * The floor it runs against: a bare Fastify in a process of its own sending one car's answer from memory, asked 1,000
 * times the same way (what the client and the transport alone take for these bytes).
 * The load average when it began is one of its figures: on a shared machine it says how far to trust the others.
 * Options: --quick (one warm pass instead of three).
 */
import os from 'node:os';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { EVENT_REQUESTS, SIGNAL_REQUESTS } from '../src/server/domain/trips/segment-rows';
import { SEGMENTS_QUERY } from '../src/server/provider/telemetry-segments';
import { startBareServer } from './support/bare';
import { figure, saveResults, summarize, type BenchModule, type Figure } from './kit';
import { cpuMs, startSimulatorProcess, waitForSimulatorPreparation } from './support/app';

const CARS = 1_000;
const DAYS = 31;
const IN_FLIGHT = 32;
const CONTRACT = '0x45fbCD3ef7361d156e8b16F5538AE36DEdf61Da8';
const REDIRECT = 'http://localhost:5173/login/callback';

/** Posts and reads the JSON answer, with its text as sent. */
async function postReading<T>(url: string, body: unknown, init: { bearer?: string; form?: URLSearchParams } = {}): Promise<{ json: T; text: string }> {
  const headers: Record<string, string> = {};
  if (init.bearer) headers.authorization = `Bearer ${init.bearer}`;
  if (!init.form) headers['content-type'] = 'application/json';
  const res = await fetch(url, { method: 'POST', headers, body: init.form ?? JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${text.slice(0, 300)}`);
  return { json: JSON.parse(text) as T, text };
}

const post = async <T>(url: string, body: unknown, init: { bearer?: string; form?: URLSearchParams } = {}): Promise<T> => (await postReading<T>(url, body, init)).json;

/** Runs `work` over `items` with at most `limit` at once. */
async function pool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i]);
      }
    }),
  );
  return results;
}


export const segmentsBench: BenchModule = {
  name: 'segments',
  about: "the simulator's telemetry segments for a 1,000-car garage over 31 days: whole garage, first and warm",
  async run(args) {
    const warmPasses = args.includes('--quick') ? 1 : 3;
    const loadAverage = os.loadavg()[0];
    const sim = await startSimulatorProcess();
    const figures: Figure[] = [];
    try {
      const key = privateKeyToAccount(generatePrivateKey());
      const license = privateKeyToAccount(generatePrivateKey()).address;
      const email = 'segments-1000@bench.example';
      await post(`${sim.url}/dev/clients`, { clientId: license, redirectUris: [REDIRECT], signers: [key.address] });
      const made = performance.now();
      const garage = await post<{ vehicles: { tokenId: number; connection: string }[] }>(`${sim.url}/dev/garages`, { email, extraVehicles: CARS - 3 });
      const tokenIds = garage.vehicles.map((v) => v.tokenId);
      if (tokenIds.length !== CARS) throw new Error(`the garage has ${tokenIds.length} cars, not ${CARS}`);
      await post(`${sim.url}/dev/shares`, { email, clientId: license, tokenIds });

      const params = new URLSearchParams({ client_id: license, domain: REDIRECT, scope: 'openid email', response_type: 'code', address: license });
      const challenge = await post<{ state: string; challenge: string }>(`${sim.url}/auth/web3/generate_challenge?${params}`, undefined, { form: new URLSearchParams() });
      const signature = await key.signMessage({ message: challenge.challenge });
      const { access_token: developerJwt } = await post<{ access_token: string }>(`${sim.url}/auth/web3/submit_challenge`, undefined, {
        form: new URLSearchParams({ client_id: license, domain: REDIRECT, state: challenge.state, grant_type: 'authorization_code', signature }),
      });
      const jwts = await pool(tokenIds, IN_FLIGHT, async (tokenId) => {
        const { token } = await post<{ token: string }>(`${sim.url}/token-exchange/v1/tokens/exchange`, { nftContractAddress: CONTRACT, tokenId, privileges: [1, 4] }, { bearer: developerJwt });
        return { tokenId, token };
      });

      await waitForSimulatorPreparation(sim.url);
      const preparedMs = performance.now() - made;

      const to = new Date();
      const from = new Date(to.getTime() - DAYS * 86_400_000);
      const variables = {
        from: from.toISOString(),
        to: to.toISOString(),
        mechanism: 'ignitionDetection',
        signalRequests: SIGNAL_REQUESTS.trip,
        eventRequests: EVENT_REQUESTS.map((name) => ({ name })),
        limit: 200,
      };
      const pass = async () => {
        const cpuBefore = await cpuMs(sim.pid);
        const started = performance.now();
        const answers = await pool(jwts, IN_FLIGHT, async ({ tokenId, token }) => {
          const sent = performance.now();
          const { json: answer, text } = await postReading<{ data?: { segments: unknown[] }; errors?: { message: string }[] }>(
            `${sim.url}/telemetry/query`,
            { query: SEGMENTS_QUERY, variables: { tokenId, ...variables } },
            { bearer: token },
          );
          if (!answer.data || answer.errors) throw new Error(`segments of ${tokenId}: ${JSON.stringify(answer.errors)}`);
          return { segments: answer.data.segments.length, ms: performance.now() - sent, text };
        });
        const ms = performance.now() - started;
        return {
          ms,
          simulatorCpuMs: (await cpuMs(sim.pid)) - cpuBefore,
          segments: answers.reduce((a, b) => a + b.segments, 0),
          perCar: summarize(answers.map((a) => a.ms)),
          texts: answers.map((a) => a.text),
        };
      };
      /** The same client work for `url`'s bytes, 1,000 times. */
      const barePass = async (url: string) => {
        const started = performance.now();
        await pool(jwts, IN_FLIGHT, async () => {
          const res = await fetch(url);
          JSON.parse(await res.text());
        });
        return performance.now() - started;
      };

      const first = await pass();
      const warm: Awaited<ReturnType<typeof pass>>[] = [];
      for (let i = 0; i < warmPasses; i++) warm.push(await pass());
      const median = [...warm].sort((a, b) => a.ms - b.ms)[Math.floor(warm.length / 2)];
      // Every pass answers the same: only a car whose data reaches the network late may have more of it by a later pass.
      const lateCars = new Set(garage.vehicles.filter((v) => v.connection === 'late').map((v) => v.tokenId));
      for (const pass of warm) {
        const differing = jwts.filter(({ tokenId }, i) => pass.texts[i] !== first.texts[i] && !lateCars.has(tokenId));
        if (differing.length) throw new Error(`${differing.length} cars' segments differ between passes (first: ${differing[0].tokenId})`);
      }
      // The first car's answer, for the floor (its size is in the figure's name; the garage averages 58 KB).
      const sample = await fetch(`${sim.url}/telemetry/query`, {
        method: 'POST',
        headers: { authorization: `Bearer ${jwts[0].token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query: SEGMENTS_QUERY, variables: { tokenId: jwts[0].tokenId, ...variables } }),
      }).then((r) => r.text());
      const bare = await startBareServer(sample);
      const barePasses: number[] = [];
      try {
        for (let i = 0; i < 1 + warmPasses; i++) barePasses.push(await barePass(bare.url('/telemetry/query')));
      } finally {
        await bare.stop();
      }
      const bareMedian = [...barePasses].sort((a, b) => a - b)[Math.floor(barePasses.length / 2)];
      figures.push(
        figure('load average (1 min) when it began', loadAverage, ''),
        figure(`${CARS} cars: driving generated in the background, from the garage's creation (token exchanges meanwhile)`, Math.round(preparedMs), 'ms'),
        figure(`${CARS} cars, ${DAYS} days: segments answered`, first.segments, 'segments'),
        figure(`${CARS} cars, ${DAYS} days: cars whose warm answers are the first pass's byte for byte (all but late-data ones)`, CARS - lateCars.size, 'cars'),
        figure(`${CARS} cars, ${DAYS} days: first pass, whole garage`, Math.round(first.ms), 'ms', { below: 1000 }),
        figure(`${CARS} cars, ${DAYS} days: first pass, one car's answer p95`, first.perCar.p95, 'ms'),
        figure(`${CARS} cars, ${DAYS} days: first pass, the simulator's CPU time`, Math.round(first.simulatorCpuMs), 'ms'),
        figure(`${CARS} cars, ${DAYS} days: warm pass, whole garage (median)`, Math.round(median.ms), 'ms'),
        figure(`${CARS} cars, ${DAYS} days: warm pass, one car's answer p95`, median.perCar.p95, 'ms'),
        figure(`${CARS} cars, ${DAYS} days: warm pass, the simulator's CPU time`, Math.round(median.simulatorCpuMs), 'ms'),
        figure(`floor: bare Fastify sending one car's answer (${Math.round(sample.length / 1024)} KB) ${CARS} times (median)`, Math.round(bareMedian), 'ms'),
      );
      const withoutTexts = ({ texts: _texts, ...rest }: Awaited<ReturnType<typeof pass>>) => rest;
      await saveResults('segments', figures, { cars: CARS, days: DAYS, inFlight: IN_FLIGHT, preparedMs, first: withoutTexts(first), warm: warm.map(withoutTexts), bare: { bytes: sample.length, passes: barePasses }, loadAverage: os.loadavg() });
    } finally {
      await sim.stop();
    }
    return figures;
  },
};
