import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { SPEND_CATEGORY_LABELS, type DueItem, type SpendItemView, type SpendSummary, type VehicleDocumentFacts } from '../../shared/api/facts';
import type { CreatedMcpToken } from '../../shared/api/mcp-tokens';
import type { Insights } from '../../shared/api/insights';
import type { Dashboard, VehicleAnalysis } from '../../shared/api/vehicles';
import { testDatabaseTargets } from '../testing/test-databases';
import { startTestApp, type SimVehicle, type TestApp } from '../testing/test-app';

type Spend = SpendSummary & { items: SpendItemView[] };

/**
 * One owner's money and due items, asked of every surface that shows them: the facts' tRPC procedures, the MCP tools,
 * the dashboard's analysis tiles, Insights and the service log's CSV export must give the same figures for the same
 * period.
 */
describe.each(testDatabaseTargets())('every surface gives the same facts ($name)', (target) => {
  let app: TestApp;
  let owner: { cookie: string; vehicles: SimVehicle[] };
  let mcp: Client;
  const year = new Date().toISOString().slice(0, 4);

  const tool = async <T,>(name: string, args: Record<string, unknown>): Promise<T> => {
    const result = await mcp.callTool({ name, arguments: args });
    const text = (result.content as { text: string }[])[0].text;
    if (result.isError) throw new Error(`${name} refused: ${text}`);
    return result.structuredContent as T;
  };
  const spendOf = async (input: { tokenId?: number; period: string }) => (await app.trpcQuery<Spend>(owner.cookie, 'facts.spend', input)).data;

  beforeAll(async () => {
    app = await startTestApp(target);
    owner = await app.signIn('facts.surfaces@example.com');
    const [car, other] = owner.vehicles;
    const add = async (tokenId: number, record: Record<string, unknown>) => {
      const res = await app.trpcMutation(owner.cookie, 'serviceLog.add', { tokenId, record });
      if (res.status !== 200) throw new Error(JSON.stringify(res.error));
    };
    // service in two currencies this year, tyres, a fuel-up (not service), last year's work (not this year)
    await add(car.tokenId, { date: `${year}-01-15`, kind: 'oil_change', description: 'Oil and filter', totalCost: 120.5, currency: 'USD' });
    await add(car.tokenId, { date: `${year}-01-20`, kind: 'tires', description: 'Winter tyres', partsCost: 300, laborCost: 40, currency: 'EUR' });
    await add(car.tokenId, { date: `${year}-01-21`, kind: 'fuel', description: 'Fill-up', totalCost: 64.2, currency: 'USD' });
    await add(car.tokenId, { date: `${Number(year) - 1}-06-01`, kind: 'brakes', description: 'Pads', totalCost: 210, currency: 'USD' });
    await add(other.tokenId, { date: `${year}-01-10`, kind: 'repair', description: 'Wiper motor', totalCost: 99.99 });

    const token = (await app.trpcMutation<CreatedMcpToken>(owner.cookie, 'mcpTokens.create', { name: 'facts', scopes: ['read'] })).data.token;
    mcp = new Client({ name: 'facts-surfaces', version: '1.0.0' });
    await mcp.connect(new StreamableHTTPClientTransport(new URL(`${app.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${token}` } } }));
  });
  afterAll(async () => {
    await mcp?.close();
    await app?.close();
  });

  it('MCP get_spend gives facts.spend, for one car and for all, in every period', async () => {
    const car = owner.vehicles[0].tokenId;
    const thisYear = await spendOf({ tokenId: car, period: 'this-year' });
    // service and tyres, per currency, never the fuel-up or last year's brakes
    expect(thisYear.service).toEqual([
      { currency: 'EUR', amount: 340 },
      { currency: 'USD', amount: 120.5 },
    ]);
    expect(thisYear.total).toEqual([
      { currency: 'EUR', amount: 340 },
      { currency: 'USD', amount: 184.7 },
    ]);
    expect(thisYear.serviceCount).toBe(2);
    for (const [tokenId, period] of [
      [car, 'this-year'],
      [car, 'all-time'],
      [car, 'this-month'],
      [undefined, 'this-year'],
      [undefined, 'last-365-days'],
    ] as const) {
      const { items, ...summary } = await spendOf({ tokenId, period });
      const answer = await tool<{ spend: SpendSummary; items: SpendItemView[] }>('get_spend', { ...(tokenId ? { tokenId } : {}), period });
      expect(answer.spend, `${tokenId} ${period}`).toEqual(summary);
      expect(answer.items).toEqual(items);
    }
    const history = await tool<{ result: { spend: SpendSummary } }>('get_maintenance_history', { tokenId: car });
    const { items: _items, ...allTime } = await spendOf({ tokenId: car, period: 'all-time' });
    expect(history.result.spend).toEqual(allTime);
  });

  it("the dashboard's analysis tiles show facts.spend for this year, and nothing (not $0.00) for a car without costs", async () => {
    for (const v of owner.vehicles) {
      const { items, ...summary } = await spendOf({ tokenId: v.tokenId, period: 'this-year' });
      const analysis = await app.trpcQuery<VehicleAnalysis>(owner.cookie, 'vehicles.analysis', { tokenId: v.tokenId });
      expect(analysis.data.spend, v.name).toEqual(summary);
      expect(analysis.data.spend.period).toMatchObject({ name: 'this-year', from: `${year}-01-01` });
      if (items.length === 0) expect(analysis.data.spend.total).toEqual([]);
    }
    // the third car has no records: its tiles have nothing to add up
    expect(owner.vehicles.length).toBeGreaterThanOrEqual(3);
    expect((await app.trpcQuery<VehicleAnalysis>(owner.cookie, 'vehicles.analysis', { tokenId: owner.vehicles[2].tokenId })).data.spend).toMatchObject({ total: [], service: [], count: 0 });
    expect((await app.trpcQuery<VehicleAnalysis>(owner.cookie, 'vehicles.analysis', { tokenId: owner.vehicles[0].tokenId })).data.spend.service).toEqual([
      { currency: 'EUR', amount: 340 },
      { currency: 'USD', amount: 120.5 },
    ]);
  });

  it("Insights gives facts.spend for the same period, fleet and per car, and the dashboard's health and its reason", async () => {
    for (const period of ['this-year', 'all-time', 'this-month'] as const) {
      const { items: _fleetItems, ...fleetSpend } = await spendOf({ period });
      const fleet = (await app.trpcQuery<Insights>(owner.cookie, 'insights.overview', { period })).data;
      expect(fleet.spend, period).toEqual(fleetSpend);
      for (const row of fleet.vehicles) {
        const { service, costPerKm, costPerKmMissing } = await spendOf({ tokenId: row.tokenId, period });
        expect({ service: row.service, costPerKm: row.costPerKm, costPerKmMissing: row.costPerKmMissing }, `${row.name} ${period}`).toEqual({ service, costPerKm, costPerKmMissing });
      }
    }
    const car = owner.vehicles[0].tokenId;
    const { items: _items, ...carSpend } = await spendOf({ tokenId: car, period: 'this-year' });
    const one = (await app.trpcQuery<Insights>(owner.cookie, 'insights.overview', { tokenId: car })).data;
    expect(one.spend).toEqual(carSpend);
    // the chart: this month's service in the chart's currency, the other currency beside it; the fuel-up is not service
    const month = (m: string) => one.months.find((x) => x.month === m);
    expect(month(`${year}-01`)).toEqual({ month: `${year}-01`, spend: 340, other: [{ currency: 'USD', amount: 120.5 }] });
    expect(one.currency).toBe('EUR');

    const dashboard = (await app.trpcQuery<Dashboard>(owner.cookie, 'vehicles.dashboard')).data;
    const fleet = (await app.trpcQuery<Insights>(owner.cookie, 'insights.overview', {})).data;
    for (const card of dashboard.vehicles.filter((v) => !v.isDemo)) {
      const row = fleet.vehicles.find((v) => v.tokenId === card.tokenId)!;
      expect({ score: row.healthScore, cap: row.healthCap }, card.name).toEqual({ score: card.healthScore, cap: card.healthCap });
    }
  });

  it("the service log's CSV export adds up to facts.spend per category and currency, period by period", async () => {
    const car = owner.vehicles[0].tokenId;
    const { csv } = (await app.trpcQuery<{ csv: string }>(owner.cookie, 'serviceLog.exportCsv', { tokenId: car })).data;
    const rows = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
    expect(rows.map((r) => [r.date, r.kind, r.category, r.total_cost, r.currency])).toEqual([
      [`${Number(year) - 1}-06-01`, 'Brakes', 'Service and repair', '210', 'USD'],
      [`${year}-01-15`, 'Oil change', 'Service and repair', '120.5', 'USD'],
      [`${year}-01-20`, 'Tires', 'Tires', '340', 'EUR'],
      [`${year}-01-21`, 'Fuel', 'Fuel and charging', '64.2', 'USD'],
    ]);
    for (const period of ['this-year', 'all-time', 'this-month'] as const) {
      const spend = await spendOf({ tokenId: car, period });
      const inside = rows.filter((r) => r.date <= spend.period.to && (spend.period.from === null || r.date >= spend.period.from));
      const sums = new Map<string, number>();
      for (const r of inside) sums.set(`${r.category}|${r.currency}`, Math.round(((sums.get(`${r.category}|${r.currency}`) ?? 0) + Number(r.total_cost)) * 100) / 100);
      const facts = new Map(spend.byCategory.flatMap((c) => c.total.map((a) => [`${SPEND_CATEGORY_LABELS[c.category]}|${a.currency}`, a.amount] as const)));
      expect(sums, period).toEqual(facts);
    }
  });

  it('MCP get_due_items and get_document_facts give facts.due and facts.documents', async () => {
    const vehicles = await app.trpcQuery<{ id: string; tokenId: number }[]>(owner.cookie, 'vehicles.list');
    await app.trpcMutation(owner.cookie, 'reminders.create', { vehicleId: vehicles.data[0].id, kind: 'oil_change', title: 'Oil change', dueDate: `${Number(year) + 1}-01-01` });
    const all = (await app.trpcQuery<DueItem[]>(owner.cookie, 'facts.due', {})).data;
    expect(all.length).toBeGreaterThan(0);
    expect((await tool<{ items: DueItem[] }>('get_due_items', {})).items).toEqual(all);
    for (const v of owner.vehicles) {
      const due = (await app.trpcQuery<DueItem[]>(owner.cookie, 'facts.due', { tokenId: v.tokenId })).data;
      expect((await tool<{ items: DueItem[] }>('get_due_items', { tokenId: v.tokenId })).items).toEqual(due);
      expect((await tool<{ result: { due: DueItem[] } }>('get_maintenance_history', { tokenId: v.tokenId })).result.due).toEqual(due);
      const docs = (await app.trpcQuery<VehicleDocumentFacts>(owner.cookie, 'facts.documents', { tokenId: v.tokenId })).data;
      expect(await tool<VehicleDocumentFacts>('get_document_facts', { tokenId: v.tokenId })).toEqual(docs);
    }
  });
});
