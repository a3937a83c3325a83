import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DueItem, SpendSummary, VehicleDocumentFacts } from '../../shared/api/facts';
import type { CreatedMcpToken } from '../../shared/api/mcp-tokens';
import type { Dashboard } from '../../shared/api/vehicles';
import type { GarageList } from '../../shared/api/garage';
import { askChat } from '../testing/simulator-usage-truth';
import { testDatabaseTargets } from '../testing/test-databases';
import { startTestApp, type SimVehicle, type TestApp } from '../testing/test-app';
import { ONE_TRUTH_EMAIL, seedOneTruthOwner, type OneTruthSeed } from '../testing/one-truth-seed';

/**
 * One owner, three cars (the car's own service due in a few hundred km, a critical trouble code, an EV), a
 * registration card and a later inspection note that contradicts it, a US invoice in km, an insurance card with a
 * premium, service records in two currencies and imported CSV rows: each fact must read the same on every surface
 * that shows it (tRPC, MCP, the assistant in four languages, the CSV export). The Chromium half is e2e/one-truth.test.ts.
 */
describe('one truth about each car, on every surface', () => {
  let app: TestApp;
  let owner: { cookie: string; walletAddress: string; vehicles: SimVehicle[] };
  let seed: OneTruthSeed;
  let mcp: Client;

  const tool = async <T>(name: string, args: Record<string, unknown>): Promise<T> => {
    const result = await mcp.callTool({ name, arguments: args });
    expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
    return result.structuredContent as T;
  };
  const query = async <T>(path: string, input?: unknown): Promise<T> => {
    const res = await app.trpcQuery<T>(owner.cookie, path, input);
    expect(res.status, `${path}: ${res.error?.message}`).toBe(200);
    return res.data;
  };

  beforeAll(async () => {
    app = await startTestApp(testDatabaseTargets()[0]);
    owner = await app.signIn(ONE_TRUTH_EMAIL);
    // The owner counts days in Seattle, where the cars are.
    await app.trpcMutation(owner.cookie, 'settings.update', { timeZone: 'America/Los_Angeles' });
    seed = await seedOneTruthOwner(app, owner);
    const token = (await app.trpcMutation<CreatedMcpToken>(owner.cookie, 'mcpTokens.create', { name: 'one-truth', scopes: ['read'] })).data.token;
    mcp = new Client({ name: 'one-truth', version: '1.0.0' });
    await mcp.connect(new StreamableHTTPClientTransport(new URL(`${app.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${token}` } } }));
  }, 120_000);
  afterAll(async () => {
    await mcp?.close();
    await app?.close();
  });

  it("reads the US invoice's dates month first although it is in km", () => {
    expect(seed.documents.invoice.processedData?.serviceInfo).toMatchObject({ serviceDate: '2026-10-02', nextServiceDate: '2027-04-02' });
  });

  it("shows the car's own service countdown as one due item everywhere: facts, dashboard, garage, MCP", async () => {
    const due = await query<DueItem[]>('facts.due', {});
    const service = due.filter((d) => d.tokenId === seed.serviceCar.tokenId && (d.kind === 'car_service' || d.kind === 'service_due'));
    expect(service, 'one item for the service, not a reminder and a countdown').toHaveLength(1);
    // the invoice's next service (a reminder) and the car's own countdown for the same service, merged
    expect(service[0].dueNow).toBe(true);
    expect(service[0].kmLeft).toBeGreaterThan(0);
    expect(service[0].kmLeft).toBeLessThan(1000);
    expect(service[0].sources.map((s) => s.kind)).toContain('signal');
    const workshop = due.find((d) => d.tokenId === seed.faultCar.tokenId && d.kind === 'workshop');
    expect(workshop?.troubleCodes.length).toBeGreaterThan(0);

    const mcpDue = await tool<{ items: DueItem[] }>('get_due_items', {});
    expect(mcpDue.items).toEqual(due);
    const dashboard = await query<Dashboard>('vehicles.dashboard');
    const card = dashboard.vehicles.find((v) => v.tokenId === seed.serviceCar.tokenId)!;
    expect(card.nextDue).toEqual(due.find((d) => d.tokenId === seed.serviceCar.tokenId && d.urgency !== 'snoozed'));
    const garage = await query<GarageList>('garage.list', { pageSize: 12 });
    expect(garage.rows.find((r) => r.tokenId === seed.serviceCar.tokenId)!.nextDue).toEqual(card.nextDue);
    const perCar = await query<DueItem[]>('facts.due', { tokenId: seed.serviceCar.tokenId });
    expect(perCar).toEqual(due.filter((d) => d.tokenId === seed.serviceCar.tokenId));
  });

  it('takes the registration expiry from the registration card, flags the inspection note that disagrees, and plans no inspection from the note', async () => {
    const facts = await query<VehicleDocumentFacts>('facts.documents', { tokenId: seed.serviceCar.tokenId });
    const expiry = facts.facts.find((f) => f.fact === 'registrationExpiry')!;
    expect(expiry).toMatchObject({ value: '2027-03-15', chosenBy: 'authority', source: { kind: 'document', id: seed.documents.registration.id } });
    expect(expiry.conflicts).toEqual([expect.objectContaining({ value: '2035-12-31', source: expect.objectContaining({ id: seed.documents.inspection.id }) })]);
    expect(facts.conflicts.map((c) => c.fact)).toContain('registrationExpiry');
    expect(await tool<VehicleDocumentFacts>('get_document_facts', { tokenId: seed.serviceCar.tokenId })).toEqual(facts);

    const due = await query<DueItem[]>('facts.due', { tokenId: seed.serviceCar.tokenId });
    const renewal = due.find((d) => d.kind === 'registration_expiry')!;
    expect(renewal).toMatchObject({ dueDate: '2027-03-15' });
    expect(renewal.sources.map((s) => s.id)).toContain(seed.documents.registration.id);
    expect(renewal.conflicts.map((c) => c.value)).toContain('2035-12-31');
    expect(due.some((d) => d.kind === 'inspection_due' && d.urgency === 'overdue')).toBe(false);
  });

  it('gives the same spend for the same period in facts, MCP and the CSV export, service without the premium', async () => {
    for (const period of ['this-year', 'all-time'] as const) {
      const fleet = await query<SpendSummary>('facts.spend', { period });
      const { spend } = await tool<{ spend: SpendSummary }>('get_spend', { period });
      expect(spend).toEqual(withoutItems(fleet));
      // service spend never includes the insurance premium
      const insurance = fleet.byCategory.find((c) => c.category === 'insurance');
      expect(insurance?.total).toEqual([{ amount: seed.premium, currency: 'USD' }]);
      expect(fleet.service.find((a) => a.currency === 'USD')?.amount).toBeCloseTo(period === 'this-year' ? seed.serviceUsdThisYear : seed.serviceUsdAllTime, 2);
      expect(fleet.service.find((a) => a.currency === 'EUR')?.amount).toBeCloseTo(seed.serviceEur, 2);
    }
    for (const car of seed.cars) {
      const one = await query<SpendSummary>('facts.spend', { tokenId: car.tokenId, period: 'all-time' });
      expect((await tool<{ spend: SpendSummary }>('get_spend', { tokenId: car.tokenId, period: 'all-time' })).spend).toEqual(withoutItems(one));
      const csv = await query<{ csv: string }>('serviceLog.exportCsv', { tokenId: car.tokenId });
      const sums = sumCsvByCurrency(csv.csv);
      const recorded = one.byCategory.filter((c) => c.category !== 'insurance').flatMap((c) => c.total);
      for (const [currency, value] of sums) expect(sumOf(recorded, currency), `${car.name} ${currency}`).toBeCloseTo(value, 2);
    }
  });

  const ASKED = {
    en: { spend: 'How much did I spend on service this year?', registration: 'When does my registration expire?', due: "What's due on my car?" },
    es: { spend: '¿Cuánto gasté en mantenimiento este año?', registration: '¿Cuándo vence mi registro?', due: '¿Qué mantenimiento tiene pendiente mi coche?' },
    de: { spend: 'Wie viel habe ich dieses Jahr für Wartung ausgegeben?', registration: 'Wann läuft meine Zulassung ab?', due: 'Was ist an meinem Auto fällig?' },
    fr: { spend: "Combien ai-je dépensé en entretien cette année ?", registration: "Quand expire mon immatriculation ?", due: "Qu'est-ce qui est à prévoir sur ma voiture ?" },
  } as const;

  it.each(Object.entries(ASKED))('the assistant (%s) states the same figures: service spend without the premium, the card’s expiry and the note’s disagreement, the service countdown', async (_language, asked) => {
    const car = seed.serviceCar.tokenId;
    const spend = await query<SpendSummary>('facts.spend', { tokenId: car, period: 'this-year' });
    const usd = spend.service.find((a) => a.currency === 'USD')!.amount;
    const spendAnswer = (await askChat(app, owner.cookie, car, asked.spend)).content;
    expect(numbersIn(spendAnswer), spendAnswer).toContain(round2(usd));
    expect(numbersIn(spendAnswer), spendAnswer).not.toContain(round2(usd + seed.premium));

    const registration = (await askChat(app, owner.cookie, car, asked.registration)).content;
    expect(registration, registration).toMatch(/2027/);
    expect(registration, registration).toMatch(/15/);
    // the note's date is named only as the disagreement, never as the answer
    expect(registration, registration).toMatch(/2035/);

    // the car keeps driving: its km left is read before and after the answer
    const kmLeft = async () => (await query<DueItem[]>('facts.due', { tokenId: car })).find((d) => d.sources.some((s) => s.kind === 'signal') && d.kmLeft !== null)!.kmLeft!;
    const before = await kmLeft();
    const dueAnswer = (await askChat(app, owner.cookie, car, asked.due)).content;
    const after = await kmLeft();
    expect(numbersIn(dueAnswer).some((n) => n <= before && n >= after), dueAnswer).toBe(true);
    expect(dueAnswer, dueAnswer).not.toMatch(/oil_change|service_due|car_service|Oil_change/);
    // the inspection note's own date is no inspection due
    const inspection = (await query<DueItem[]>('facts.due', { tokenId: car })).some((d) => d.kind === 'inspection_due');
    // (its day in each language: "Nov 20", "20 de noviembre", "20. November", "20 novembre"; a clock time "06:20" is no date)
    if (!inspection) expect(dueAnswer, dueAnswer).not.toMatch(/\bNov 20\b|(?<![:\d])20(\.| de)? [Nn]ov|11\/20\/2026|2026-11-20/);
  });
});

function withoutItems(summary: SpendSummary & { items?: unknown }): SpendSummary {
  const { items: _items, ...rest } = summary;
  return rest;
}

function sumOf(amounts: readonly { amount: number; currency: string }[], currency: string): number {
  return amounts.filter((a) => a.currency === currency).reduce((sum, a) => sum + a.amount, 0);
}

/** Totals per currency of a service-log CSV export (its total_cost and currency columns). */
function sumCsvByCurrency(csv: string): Map<string, number> {
  const [header, ...rows] = csv.split('\r\n').filter(Boolean);
  const columns = header.split(',');
  const total = columns.indexOf('total_cost');
  const currency = columns.indexOf('currency');
  const sums = new Map<string, number>();
  for (const row of rows) {
    const cells = row.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((c) => c.replace(/,$/, ''));
    const value = Number(cells[total]);
    if (!cells[total] || !Number.isFinite(value)) continue;
    const code = cells[currency] || 'USD';
    sums.set(code, (sums.get(code) ?? 0) + value);
  }
  return sums;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Every number written in an answer, in any of the four languages' formats ("1,234.50", "1.234,50", "1 234,50"). */
function numbersIn(text: string): number[] {
  const found: number[] = [];
  for (const m of text.matchAll(/\d{1,3}(?:[ \u00a0\u202f.,]\d{3})*(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?/g)) {
    const raw = m[0].replace(/[ \u00a0\u202f]/g, '');
    const decimal = /[.,]\d{1,2}$/.test(raw) ? raw.slice(-3).match(/[.,]/)!.index! + raw.length - 3 : -1;
    const whole = (decimal >= 0 ? raw.slice(0, decimal) : raw).replace(/[.,]/g, '');
    const value = Number(decimal >= 0 ? `${whole}.${raw.slice(decimal + 1)}` : whole);
    if (Number.isFinite(value)) found.push(round2(value));
  }
  return found;
}
