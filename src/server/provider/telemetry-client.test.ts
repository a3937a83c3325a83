import { afterEach, describe, expect, it } from 'vitest';
import { jwtVerify, SignJWT } from 'jose';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createProviderClients } from './index';
import { providerHostsFor } from './hosts';
import { startTestAuthServer, type TestAuthServer } from './test-auth-server';

const REDIRECT = 'http://localhost:5173/callback';
const SECRET = new TextEncoder().encode('test-secret-for-vehicle-tokens!!');
const GRANTS: Record<number, number[]> = { 7: [1, 5], 8: [1, 4] };
const SPEED = { timestamp: '2025-06-01T10:00:00Z', value: 88 };
const LOCATION = { timestamp: '2025-06-01T10:00:00Z', value: { latitude: 52.5, longitude: 13.4 } };

interface GraphqlBody { query: string; variables: { tokenId: number; from?: string; to?: string } }

describe('telemetry client against a local provider', () => {
  let auth: TestAuthServer | undefined;
  afterEach(() => auth?.close());

  async function setup() {
    const apiKey = generatePrivateKey();
    const clientId = privateKeyToAccount(apiKey).address;
    const exchanges: { tokenId: number; privileges: number[] }[] = [];
    const queries: GraphqlBody[] = [];
    const revoked = new Set<string>();
    auth = await startTestAuthServer({
      clientId,
      signer: clientId,
      redirectUri: REDIRECT,
      extra: async (path, body, bearer) => {
        if (path === '/token-exchange/v1/tokens/exchange') {
          const request = JSON.parse(body) as { tokenId: number; privileges: number[] };
          exchanges.push(request);
          const granted = GRANTS[request.tokenId] ?? [];
          if (!request.privileges.every((p) => granted.includes(p))) return { status: 403, body: { message: 'not shared' } };
          const token = await new SignJWT({ tokenId: request.tokenId, privileges: request.privileges, n: exchanges.length })
            .setProtectedHeader({ alg: 'HS256' })
            .setExpirationTime('10m')
            .sign(SECRET);
          return { status: 200, body: { token } };
        }
        if (path === '/telemetry/query') {
          const claims = await jwtVerify(bearer, SECRET).then((r) => r.payload as { tokenId: number; privileges: number[] }).catch(() => null);
          if (!claims || revoked.has(bearer)) return { status: 401, body: { message: 'invalid jwt' } };
          const request = JSON.parse(body) as GraphqlBody;
          queries.push(request);
          if (claims.tokenId !== request.variables.tokenId) {
            return { status: 200, body: { data: null, errors: [{ message: 'unauthorized', path: ['signalsLatest'], extensions: { code: 'UNAUTHORIZED' } }] } };
          }
          if (request.query.includes('signalsLatest')) {
            const location = request.query.includes('currentLocationCoordinates');
            return { status: 200, body: { data: { signalsLatest: { lastSeen: SPEED.timestamp, speed: SPEED, ...(location ? { currentLocationCoordinates: LOCATION } : {}) } } } };
          }
          if (request.query.includes('vinVCLatest')) {
            return { status: 200, body: { data: { vinVCLatest: claims.tokenId === 7 ? { vin: 'VIN7', recordedAt: SPEED.timestamp } : null } } };
          }
          if (request.query.includes('query SignalHistory')) {
            const signals =
              claims.tokenId === 8
                ? [{ timestamp: '2025-05-31T00:00:00Z', location: { latitude: 'north', longitude: 2 } }]
                : // out of order, one time written with milliseconds, one bucket without a location
                  [
                    { timestamp: '2025-05-31T00:00:00Z', ign: 1, location: { latitude: 48.1, longitude: 11.5 } },
                    { timestamp: '2025-05-30T12:00:00.000Z', ign: 0 },
                    { timestamp: '2025-05-31T06:00:00Z', ign: 1, location: null },
                  ];
            return { status: 200, body: { data: { signals } } };
          }
          if (request.query.includes('query UsageSeries')) {
            if (claims.tokenId === 8) return { status: 200, body: { data: { signals: [{ timestamp: SPEED.timestamp, sx: 'fast' }] } } };
            const bucket = (offset: number) => ({ timestamp: new Date(Date.parse('2025-06-01T00:00:00Z') - offset * 86_400_000).toISOString(), sx: 100 - offset, om: 1000 - offset });
            return { status: 200, body: { data: { signals: [bucket(0), bucket(2), bucket(1)] } } };
          }
          const day = (offset: number) => ({ timestamp: new Date(Date.parse('2025-06-01T00:00:00Z') - offset * 86_400_000).toISOString(), maxSpeed: 100 - offset, odometer: 1000 - offset, maxEngineSpeed: null, fuelLevel: 50, batteryLevel: null, coolantTemp: 90, batteryVoltage: 12.6, engineLoad: 30, intakeTemp: 20, barometricPressure: 101, exteriorTemp: 15, range: 400, troubleCodes: ['[]', null, '["P0420"],["P0420","P0171"]'][offset] });
          return { status: 200, body: { data: { signals: [day(0), day(2), day(1)] } } };
        }
        return null;
      },
    });
    const clients = createProviderClients({ ...providerHostsFor('production'), ...auth.hosts, clientId, apiKey, redirectUri: REDIRECT, retries: 0 });
    return { clients, exchanges, queries, revoked };
  }

  it('reads location when the owner shared it', async () => {
    const { clients, queries } = await setup();
    const signals = await clients.getLatestSignals(8);
    expect(signals.speed).toEqual(SPEED);
    expect(signals.currentLocationCoordinates).toEqual(LOCATION);
    expect(queries[0].variables).toEqual({ tokenId: 8 });
  });

  it('falls back to non-location data when location was not shared, and remembers that', async () => {
    const { clients, exchanges, queries } = await setup();
    const signals = await clients.getLatestSignals(7);
    expect(signals.speed).toEqual(SPEED);
    expect(signals.currentLocationCoordinates).toBeNull();
    expect(queries[0].query).not.toContain('currentLocationCoordinates');
    expect(exchanges.map((e) => e.privileges)).toEqual([[1, 4], [1]]);
    await clients.getLatestSignals(7);
    expect(exchanges).toHaveLength(2);
  });

  it('gets a fresh vehicle JWT once when telemetry answers 401', async () => {
    const { clients, exchanges, revoked } = await setup();
    revoked.add(await clients.getVehicleJwt(8, [1, 4]));
    await expect(clients.getLatestSignals(8)).resolves.toMatchObject({ speed: SPEED });
    expect(exchanges).toHaveLength(2);
  });

  it('reads the daily series for the 7 days before `to`, oldest first', async () => {
    const { clients, queries } = await setup();
    const to = new Date('2025-06-02T00:00:00Z');
    const days = await clients.getDailySignals(8, { to });
    expect(queries[0].variables).toEqual({ tokenId: 8, from: '2025-05-26T00:00:00.000Z', to: '2025-06-02T00:00:00.000Z' });
    expect(days.map((d) => d.odometer)).toEqual([998, 999, 1000]);
    expect(days.map((d) => d.date)).toEqual(['2025-05-30', '2025-05-31', '2025-06-01']);
    // the codes of each day in the same query: none reported, no list sent, two codes
    expect(queries[0].query).toContain('troubleCodes: obdDTCList(agg: UNIQUE)');
    expect(days.map((d) => d.troubleCodes)).toEqual([['P0420', 'P0171'], null, []]);
  });

  it("reads the owner's days in their zone: from the local midnight 6 days before today, each bucket named by its day", async () => {
    const { clients, queries } = await setup();
    // 06:30 UTC on June 2 is still June 1 in Seattle (UTC-7)
    const to = new Date('2025-06-02T06:30:00Z');
    await clients.getDailySignals(8, { to, timeZone: 'America/Los_Angeles' });
    expect(queries[0].variables).toEqual({ tokenId: 8, from: '2025-05-26T07:00:00.000Z', to: '2025-06-02T06:30:00.000Z' });
  });

  it.each([0, -1, 1.5])('refuses days = %s', async (days) => {
    const { clients } = await setup();
    await expect(clients.getDailySignals(8, { days })).rejects.toThrow(RangeError);
  });

  it('reads a usage series oldest first, and names what is wrong with a malformed one', async () => {
    const { clients } = await setup();
    const window = { from: new Date('2025-05-25T00:00:00Z'), to: new Date('2025-06-02T00:00:00Z'), intervalMinutes: 60, levels: 'fuel' as const };
    const series = await clients.getUsageSeries(7, window);
    expect(series.buckets.map((b) => [b.timestamp.slice(0, 10), b.maxSpeed])).toEqual([
      ['2025-05-30', 98],
      ['2025-05-31', 99],
      ['2025-06-01', 100],
    ]);
    await expect(clients.getUsageSeries(8, window)).rejects.toMatchObject({ code: 'invalid_response', message: /signals\.0\.sx/ });
  });

  it('reads a signal history oldest first, every bucket with its location or null, and names what is wrong with a malformed one', async () => {
    const { clients } = await setup();
    const opts = { from: new Date('2025-05-30T00:00:00Z'), to: new Date('2025-06-01T00:00:00Z'), intervalMinutes: 360, fields: { ign: { signal: 'isIgnitionOn', agg: 'MAX' } } } as const;
    const history = await clients.getSignalHistory(7, opts);
    expect(history.buckets).toEqual([
      { timestamp: '2025-05-30T12:00:00.000Z', ign: 0, location: null },
      { timestamp: '2025-05-31T00:00:00Z', ign: 1, location: { latitude: 48.1, longitude: 11.5 } },
      { timestamp: '2025-05-31T06:00:00Z', ign: 1, location: null },
    ]);
    await expect(clients.getSignalHistory(8, opts)).rejects.toMatchObject({ code: 'invalid_response', message: /signals\.0\.location\.latitude/ });
  });

  it('reads the VIN credential with a privilege-5 vehicle JWT', async () => {
    const { clients, exchanges } = await setup();
    await expect(clients.getVin(7)).resolves.toEqual({ vin: 'VIN7', recordedAt: SPEED.timestamp });
    expect(exchanges.at(-1)).toMatchObject({ tokenId: 7, privileges: [5] });
  });

  it('reports a vehicle whose VIN credential was not shared as forbidden', async () => {
    const { clients } = await setup();
    await expect(clients.getVin(8)).rejects.toMatchObject({ code: 'forbidden' });
  });
});
