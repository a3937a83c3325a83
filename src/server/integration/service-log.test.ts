import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedDocument } from '../../shared/api/documents';
import type { SpendSummary } from '../../shared/api/facts';
import type { CsvImportPreview, CsvImportResult, ServiceRecord } from '../../shared/api/service-log';
import { createDocument, findUserByWallet } from '../db/repositories';
import { testDatabaseTargets } from '../testing/test-databases';
import { startTestApp, type SimVehicle, type TestApp } from '../testing/test-app';
import type { Page } from '../../shared/api/pagination';

const invoiceText = (vin: string) => `MIDTOWN AUTO REPAIR
Invoice #981            Date: 03/02/2025
VIN: ${vin}
Odometer: 41,200 km
Front brake pads and rotors          $310.00
TOTAL                                $310.00
`;

describe.each(testDatabaseTargets())('service log over HTTP, two owners ($name)', (target) => {
  let app: TestApp;
  let alice: { cookie: string; walletAddress: string; vehicles: SimVehicle[] };
  let bob: { cookie: string; walletAddress: string; vehicles: SimVehicle[] };
  const record = { date: '2025-05-02', odometerKm: 42_000, kind: 'oil_change', description: 'Oil and filter', partsCost: 45.5, laborCost: 30, currency: 'eur', shop: 'Quick Lube', notes: '5W-30' };

  beforeAll(async () => {
    app = await startTestApp(target);
    alice = await app.signIn('alice.garage@example.com');
    bob = await app.signIn('bob.garage@example.com');
    // their days are UTC days, as the dates these tests write (an owner without a zone counts the car's days:
    // between UTC midnight and the car's, "today" would differ)
    await app.trpcMutation(alice.cookie, 'settings.update', { timeZone: 'UTC' });
    await app.trpcMutation(bob.cookie, 'settings.update', { timeZone: 'UTC' });
  });
  afterAll(async () => app?.close());

  const aliceCar = () => alice.vehicles[0].tokenId;
  const bobCar = () => bob.vehicles[0].tokenId;

  it('adds, lists, edits and deletes a record; the other owner sees and changes none of it', async () => {
    const added = await app.trpcMutation<ServiceRecord>(alice.cookie, 'serviceLog.add', { tokenId: aliceCar(), record });
    expect(added.status).toBe(200);
    expect(added.data).toMatchObject({ kind: 'oil_change', partsCost: 45.5, laborCost: 30, totalCost: 75.5, currency: 'EUR', source: 'manual', tokenId: aliceCar(), document: null });

    const list = await app.trpcQuery<Page<ServiceRecord>>(alice.cookie, 'serviceLog.list', { tokenId: aliceCar() });
    expect(list.data.items.map((r) => [r.id, r.currency])).toEqual([[added.data.id, 'EUR']]);

    // Bob: not his vehicle, not his record, nothing of Alice's in his own log.
    expect((await app.trpcQuery(bob.cookie, 'serviceLog.list', { tokenId: aliceCar() })).status).toBe(404);
    expect((await app.trpcMutation(bob.cookie, 'serviceLog.add', { tokenId: aliceCar(), record })).status).toBe(404);
    expect((await app.trpcMutation(bob.cookie, 'serviceLog.update', { id: added.data.id, record: { ...record, notes: 'mine now' } })).status).toBe(404);
    expect((await app.trpcMutation(bob.cookie, 'serviceLog.delete', { id: added.data.id })).status).toBe(404);
    expect((await app.trpcQuery(bob.cookie, 'serviceLog.exportCsv', { tokenId: aliceCar() })).status).toBe(404);
    expect((await app.trpcQuery(bob.cookie, 'facts.spend', { tokenId: aliceCar(), period: 'this-year' })).status).toBe(404);
    expect((await app.trpcQuery<Page<ServiceRecord>>(bob.cookie, 'serviceLog.list', { tokenId: bobCar() })).data.items).toEqual([]);
    expect((await app.trpcQuery('', 'serviceLog.list', { tokenId: aliceCar() })).status).toBe(401);

    const edited = await app.trpcMutation<ServiceRecord>(alice.cookie, 'serviceLog.update', {
      id: added.data.id,
      record: { ...record, kind: 'tires', partsCost: null, laborCost: null, totalCost: 120, currency: 'GBP' },
    });
    expect(edited.data).toMatchObject({ kind: 'tires', totalCost: 120, partsCost: null, currency: 'GBP', notes: '5W-30' });
    expect((await app.trpcQuery<Page<ServiceRecord>>(alice.cookie, 'serviceLog.list', { tokenId: aliceCar() })).data.items[0].notes).toBe('5W-30');

    expect((await app.trpcMutation(alice.cookie, 'serviceLog.delete', { id: added.data.id })).status).toBe(200);
    expect((await app.trpcQuery<Page<ServiceRecord>>(alice.cookie, 'serviceLog.list', { tokenId: aliceCar() })).data.items).toEqual([]);
    expect((await app.trpcMutation(alice.cookie, 'serviceLog.delete', { id: added.data.id })).status).toBe(404);
  });

  it('refuses bad input with clear messages and saves nothing', async () => {
    const bad = async (input: unknown) => app.trpcMutation(alice.cookie, 'serviceLog.add', input);
    expect((await bad({ tokenId: 0, record })).status).toBe(400);
    expect((await bad({ tokenId: 2 ** 31, record })).status).toBe(400);
    expect((await bad({ tokenId: aliceCar(), record: { ...record, date: '2025-02-30' } })).error?.message).toMatch(/does not exist/);
    expect((await bad({ tokenId: aliceCar(), record: { ...record, partsCost: -1 } })).status).toBe(400);
    expect((await bad({ tokenId: aliceCar(), record: { ...record, kind: 'wash' } })).status).toBe(400);
    expect((await bad({ tokenId: aliceCar(), record: { ...record, currency: 'euro' } })).error?.message).toMatch(/three-letter currency code/);
    expect((await bad({ tokenId: aliceCar(), record: { ...record, notes: 'x'.repeat(2001) } })).status).toBe(400);
    const future = await bad({ tokenId: aliceCar(), record: { ...record, date: '2100-01-01' } });
    expect(future).toMatchObject({ status: 400, error: { message: expect.stringMatching(/future/) } });

    // Another owner's document cannot be attached.
    const db = app.server.services.database.db;
    const bobUser = (await findUserByWallet(db, bob.walletAddress))!;
    const bobsDoc = await createDocument(db, bobUser.id, { type: 'receipt', filename: 'b.txt', originalName: 'bob.txt', size: 3, storagePath: `test/${bobUser.id}/bob.txt` });
    expect((await bad({ tokenId: aliceCar(), record: { ...record, attachedDocumentId: bobsDoc.id } })).status).toBe(404);
    expect((await app.trpcQuery<Page<ServiceRecord>>(alice.cookie, 'serviceLog.list', { tokenId: aliceCar() })).data.items).toEqual([]);
  });

  it('totals the spend by named period and category, the cost per km over the same period\'s distance, and prefills the odometer', async () => {
    const car = alice.vehicles[1].tokenId;
    const today = new Date().toISOString().slice(0, 10);
    const odometer = await app.trpcQuery<{ odometerKm: number | null }>(alice.cookie, 'serviceLog.odometerOn', { tokenId: car, date: today });
    expect(odometer.data.odometerKm).toBeGreaterThan(1000);
    for (const cost of [100, 50.25]) {
      await app.trpcMutation(alice.cookie, 'serviceLog.add', { tokenId: car, record: { date: today, kind: 'repair', totalCost: cost } });
    }
    const spend = (period: string) => app.trpcQuery<SpendSummary>(alice.cookie, 'facts.spend', { tokenId: car, period });
    const totals = await spend('last-90-days');
    const dollars = [{ currency: 'USD', amount: 150.25 }];
    expect(totals.data).toMatchObject({ period: { name: 'last-90-days', to: today }, service: dollars, total: dollars, byCategory: [{ category: 'service', total: dollars, count: 2 }] });
    for (const period of ['this-month', 'this-year', 'all-time']) expect((await spend(period)).data.service).toEqual(dollars);
    // The simulator's cars drive every week, so the odometer covers the period.
    expect(totals.data.distanceKm).toBeGreaterThan(100);
    expect(totals.data.costPerKm![0].amount).toBeCloseTo(150.25 / totals.data.distanceKm!, 3);
    // a period with no driving measured yet says so rather than $0.000
    expect((await spend('today')).data).toMatchObject({ costPerKm: null, costPerKmMissing: expect.stringMatching(/distance/) });

    // A record in euros is totalled beside the dollars, never added to them; tyres are service spend, fuel is not.
    await app.trpcMutation(alice.cookie, 'serviceLog.add', { tokenId: car, record: { date: today, kind: 'tires', totalCost: 400, currency: 'EUR' } });
    await app.trpcMutation(alice.cookie, 'serviceLog.add', { tokenId: car, record: { date: today, kind: 'fuel', totalCost: 60 } });
    const mixed = (await spend('last-90-days')).data;
    expect(mixed.service).toEqual([{ currency: 'EUR', amount: 400 }, { currency: 'USD', amount: 150.25 }]);
    expect(mixed.total).toEqual([{ currency: 'EUR', amount: 400 }, { currency: 'USD', amount: 210.25 }]);
    expect(mixed.byCategory.map((c) => c.category)).toEqual(['service', 'tyres', 'energy']);
  });

  it('exports CSV, previews an import with a bad row, saves nothing from it, and imports a good file once', async () => {
    const car = alice.vehicles[2].tokenId;
    const goodCsv = 'Date,Odometer,Description,Notes,Cost,Tags\n01/15/2025,45000,Oil change,,89.90,\n02/03/2025,47000,Brake pads,,240,\n';
    const badCsv = `${goodCsv}02/30/2025,48000,Tires,,abc,\n`;

    const preview = await app.trpcMutation<CsvImportPreview>(alice.cookie, 'serviceLog.previewImport', { tokenId: car, file: { csv: badCsv } });
    expect(preview.data).toMatchObject({ format: 'lubelogger', validCount: 2, errorCount: 1 });
    expect(preview.data.rows[2]).toMatchObject({ line: 4, record: null, errors: ['The date “02/30/2025” is not a date.', 'The cost “abc” is not a number.'] });
    const refused = await app.trpcMutation(alice.cookie, 'serviceLog.importCsv', { tokenId: car, file: { csv: badCsv } });
    expect(refused).toMatchObject({ status: 400, error: { message: expect.stringMatching(/Nothing was imported: line 4/) } });
    expect((await app.trpcQuery<Page<ServiceRecord>>(alice.cookie, 'serviceLog.list', { tokenId: car })).data.items).toEqual([]);
    expect((await app.trpcMutation(alice.cookie, 'serviceLog.previewImport', { tokenId: car, file: { csv: 'hello,world\n1,2\n' } })).status).toBe(400);
    expect((await app.trpcMutation(bob.cookie, 'serviceLog.importCsv', { tokenId: car, file: { csv: goodCsv } })).status).toBe(404);

    const imported = await app.trpcMutation<CsvImportResult>(alice.cookie, 'serviceLog.importCsv', { tokenId: car, file: { csv: goodCsv, distanceUnit: 'km' } });
    expect(imported.data).toEqual({ imported: 2, skippedDuplicates: 0 });
    const again = await app.trpcMutation<CsvImportResult>(alice.cookie, 'serviceLog.importCsv', { tokenId: car, file: { csv: goodCsv, distanceUnit: 'km' } });
    expect(again.data).toEqual({ imported: 0, skippedDuplicates: 2 });
    const list = await app.trpcQuery<Page<ServiceRecord>>(alice.cookie, 'serviceLog.list', { tokenId: car });
    // the file has no currency column: the currency stays unknown
    expect(list.data.items.map((r) => [r.date, r.kind, r.totalCost, r.currency, r.source])).toEqual([
      ['2025-02-03', 'brakes', 240, null, 'import'],
      ['2025-01-15', 'oil_change', 89.9, null, 'import'],
    ]);

    const exported = await app.trpcQuery<{ filename: string; csv: string }>(alice.cookie, 'serviceLog.exportCsv', { tokenId: car });
    expect(exported.data.filename).toMatch(/^service-log-.+\.csv$/);
    const lines = exported.data.csv.split('\r\n');
    expect(lines[0]).toBe('date,odometer_km,kind,category,description,parts_cost,labor_cost,total_cost,currency,shop,notes,next_due_date,next_due_odometer_km,source,document,vehicle,token_id,record_id');
    // a record without a currency is counted (and exported) in the owner's
    expect(lines[1]).toMatch(/^2025-01-15,45000,Oil change,Service and repair,Oil change,,,89.9,USD,/);
    expect(lines).toHaveLength(3);
  });

  it('imports exactly 5,000 rows with every column filled, all or nothing, and refuses 5,001 with a clear reason', async () => {
    const owner = await app.signIn('bulk.import@example.com');
    const car = owner.vehicles[0].tokenId;
    const header = 'date,odometer_km,kind,description,parts_cost,labor_cost,total_cost,currency,shop,notes,next_due_date,next_due_odometer_km\n';
    const rows = (n: number) => Array.from({ length: n }, (_, i) => `2024-0${1 + (i % 9)}-1${i % 10},${10_000 + i},repair,Part ${i},1.5,2,3.5,EUR,Shop,N${i},2031-01-01,90000\n`).join('');
    const full = `${header}${rows(5_000)}`;
    expect(Buffer.byteLength(full)).toBeLessThanOrEqual(400_000);
    const imported = await app.trpcMutation<CsvImportResult>(owner.cookie, 'serviceLog.importCsv', { tokenId: car, file: { csv: full, distanceUnit: 'km' } });
    expect(imported).toMatchObject({ status: 200, data: { imported: 5_000, skippedDuplicates: 0 } });
    const owned = await findUserByWallet(app.server.services.database.db, owner.walletAddress);
    const count = async () =>
      Number(
        (
          (await app.server.services.database.db.execute(
            sql`select count(*)::int as n from maintenance_records m join vehicles v on v.id = m.vehicle_id where v.user_id = ${owned!.id}`,
          )) as unknown as { rows: { n: number }[] }
        ).rows[0].n,
      );
    expect(await count()).toBe(5_000);

    const tooMany = await app.trpcMutation(owner.cookie, 'serviceLog.importCsv', { tokenId: owner.vehicles[1].tokenId, file: { csv: `${header}${rows(5_001)}`.replace(/,N\d+,/g, ',,') } });
    expect(tooMany).toMatchObject({ status: 400, error: { message: 'This file has more than 5000 rows; split it and import each part.' } });
    expect(await count()).toBe(5_000);
  });

  it('lists a record read from an invoice with a link to it, and follows corrections of that document', async () => {
    const car = bob.vehicles[0];
    const form = new FormData();
    form.append('tokenId', String(car.tokenId));
    form.append('file', new Blob([invoiceText(car.vin)]), 'brakes-invoice.txt');
    const res = await fetch(`${app.url}/api/uploads`, { method: 'POST', headers: { cookie: bob.cookie }, body: form });
    expect(res.status).toBeLessThan(300);
    const { document } = (await res.json()) as { document: UploadedDocument };
    let doc = document;
    for (let i = 0; i < 300 && doc.status !== 'completed' && doc.status !== 'error'; i++) {
      await new Promise((r) => setTimeout(r, 200));
      doc = (await app.trpcQuery<Page<UploadedDocument>>(bob.cookie, 'documents.list')).data.items.find((d) => d.id === document.id)!;
    }
    expect(doc.status).toBe('completed');

    const [fromInvoice] = (await app.trpcQuery<Page<ServiceRecord>>(bob.cookie, 'serviceLog.list', { tokenId: car.tokenId })).data.items;
    expect(fromInvoice).toMatchObject({ source: 'document', kind: 'brakes', totalCost: 310, currency: 'USD', document: { id: doc.id, originalName: 'brakes-invoice.txt' } });

    // The owner adds a note in the log, then corrects the total on the document: the record follows, the note stays.
    await app.trpcMutation(bob.cookie, 'serviceLog.update', {
      id: fromInvoice.id,
      record: { date: fromInvoice.date, kind: fromInvoice.kind, totalCost: fromInvoice.totalCost, odometerKm: fromInvoice.odometerKm, notes: 'Warranty until 2027' },
    });
    const processedData = { ...doc.processedData!, serviceInfo: { ...doc.processedData!.serviceInfo, totalCost: 355 } };
    expect((await app.trpcMutation(bob.cookie, 'documents.update', { id: doc.id, processedData })).status).toBe(200);
    const [corrected] = (await app.trpcQuery<Page<ServiceRecord>>(bob.cookie, 'serviceLog.list', { tokenId: car.tokenId })).data.items;
    expect(corrected).toMatchObject({ id: fromInvoice.id, totalCost: 355, notes: 'Warranty until 2027', source: 'document' });
    expect((await app.trpcQuery<Page<ServiceRecord>>(alice.cookie, 'serviceLog.list', { tokenId: car.tokenId })).status).toBe(404);
  });
});
