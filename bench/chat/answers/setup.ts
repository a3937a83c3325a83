/**
 * The bench's owner and what it enters before asking: four of the simulator's cars shared with the app, service
 * records, documents (uploaded and read by the app's own pipeline) and reminders, all through the app's own API, and
 * kept in a ledger the answers are checked against.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SimVehicle } from '../../../src/simulator/fleet/vehicle';
import { trpcClientFor } from '../../../src/server/testing/test-app';
import { signInOwner, type AppProcess } from '../../support/app';
import { DAY_MS, ROLES, isoDay, modelOf, type Car, type DocumentEntry, type Ledger, type RecordEntry, type Role } from './truth';

export const OWNER_EMAIL = 'answers@bench.example';

/** The cars the sets were written for (the simulator's garage for OWNER_EMAIL, in order). */
const EXPECTED: Record<Role, { name: string; model: string }> = {
  gas: { name: '2017 Ford Mustang', model: 'Mustang' },
  ev: { name: '2023 Tesla Model Y', model: 'Model Y' },
  hybrid: { name: '2022 Ford Maverick Hybrid', model: 'Maverick' },
  gas2: { name: '2022 Hyundai Elantra', model: 'Elantra' },
};

export interface Owner {
  cookie: string;
  cars: Car[];
  vehicleIds: Record<Role, string>;
  ledger: Ledger;
  client: Awaited<ReturnType<typeof trpcClientFor>>;
}

const daysAgo = (now: number, days: number) => isoDay(now - days * DAY_MS);

export async function setUpOwner(app: AppProcess, simUrl: string, simDataDir: string): Promise<Owner> {
  const { cookie, tokenIds } = await signInOwner(app, simUrl, OWNER_EMAIL, 4);
  const state = JSON.parse(await readFile(path.join(simDataDir, 'simulator', 'state.json'), 'utf8')) as { vehicles: SimVehicle[] };
  const cars: Car[] = ROLES.map((role, i) => {
    const sim = state.vehicles.find((v) => v.tokenId === tokenIds[i]);
    if (!sim) throw new Error(`vehicle ${tokenIds[i]} is not in the simulator's state`);
    if (sim.name !== EXPECTED[role].name) throw new Error(`the garage changed: ${role} is ${sim.name}, the sets were written for ${EXPECTED[role].name}`);
    return { role, tokenId: sim.tokenId, name: sim.name, model: EXPECTED[role].model, make: sim.make, powertrain: sim.powertrain, sim };
  });
  const client = await trpcClientFor(app, cookie);
  // As the browser reports its zone on the first visit: the owner's days (today, yesterday, this week) are this
  // machine's, which the truth counts in. Without it they are the car's, a day behind UTC in the evening in America.
  await client.settings.update.mutate({ timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
  const vehicles = await client.vehicles.list.query();
  const vehicleIds = Object.fromEntries(cars.map((c) => [c.role, vehicles.find((v) => v.tokenId === c.tokenId)!.id])) as Record<Role, string>;
  const now = Date.now();
  const ledger: Ledger = { records: [], documents: [] };

  const records: RecordEntry[] = [
    { role: 'gas', kind: 'oil_change', date: daysAgo(now, 45), odometerKm: null, cost: 89.9, currency: 'USD' },
    { role: 'gas', kind: 'tires', date: daysAgo(now, 120), odometerKm: null, cost: 640, currency: 'USD' },
    { role: 'gas', kind: 'brakes', date: daysAgo(now, 400), odometerKm: null, cost: 310, currency: 'USD' },
    { role: 'gas2', kind: 'oil_change', date: daysAgo(now, 20), odometerKm: null, cost: 65, currency: 'EUR' },
    { role: 'gas2', kind: 'inspection', date: daysAgo(now, 60), odometerKm: null, cost: 120, currency: 'EUR' },
    { role: 'ev', kind: 'tires', date: daysAgo(now, 30), odometerKm: null, cost: 95, currency: 'USD' },
    { role: 'ev', kind: 'repair', date: daysAgo(now, 200), odometerKm: null, cost: 450, currency: 'USD' },
    { role: 'hybrid', kind: 'oil_change', date: daysAgo(now, 90), odometerKm: null, cost: 70, currency: 'USD' },
  ];
  for (const r of records) {
    const car = cars.find((c) => c.role === r.role)!;
    // the odometer the car really showed that day
    const odometerKm = Math.round(modelOf(car).getOdometerAt(Date.parse(`${r.date}T12:00:00Z`)));
    r.odometerKm = odometerKm;
    await client.serviceLog.add.mutate({ tokenId: car.tokenId, record: { date: r.date, kind: r.kind as 'oil_change', odometerKm, totalCost: r.cost, currency: r.currency } });
    ledger.records.push(r);
  }

  const documents: (DocumentEntry & { file: string; text: string })[] = [
    insuranceCard('gas', 'HX-4471-2290', 'Northwind Mutual', daysAgo(now, 165), daysAgo(now, -200), cars),
    insuranceCard('ev', 'PL-88213-07', 'Bluestone Insurance', daysAgo(now, 65), daysAgo(now, -300), cars),
    registration('ev', '8KZT552', daysAgo(now, -25), cars),
    registration('hybrid', 'DWR4410', daysAgo(now, 10), cars),
  ];
  for (const d of documents) {
    const form = new FormData();
    form.append('vehicleId', vehicleIds[d.role]);
    form.append('tokenId', String(cars.find((c) => c.role === d.role)!.tokenId));
    form.append('file', new Blob([d.text], { type: 'text/plain' }), d.file);
    const res = await fetch(`${app.url}/api/uploads`, { method: 'POST', headers: { cookie }, body: form });
    if (!res.ok) throw new Error(`upload of ${d.file}: HTTP ${res.status} ${await res.text()}`);
    const { file: _f, text: _t, ...entry } = d;
    ledger.documents.push(entry);
  }
  await waitForDocuments(client, documents.length);

  const gas = cars[0];
  const gasOdometer = Math.round(modelOf(gas).getOdometerAt(now));
  await client.reminders.create.mutate({ vehicleId: vehicleIds.gas, kind: 'brake_service', dueOdometerKm: gasOdometer + 1800 });
  await client.reminders.create.mutate({ vehicleId: vehicleIds.gas2, kind: 'tire_rotation', dueDate: daysAgo(now, -40) });
  return { cookie, cars, vehicleIds, ledger, client };
}

function vinOf(role: Role, cars: Car[]): string {
  return cars.find((c) => c.role === role)!.sim.vin;
}

function insuranceCard(role: Role, policy: string, insurer: string, effective: string, expiry: string, cars: Car[]) {
  const car = cars.find((c) => c.role === role)!;
  const text = [
    `${insurer.toUpperCase()}`,
    'AUTOMOBILE INSURANCE IDENTIFICATION CARD',
    '',
    `Insurance Company: ${insurer}`,
    `Policy Number: ${policy}`,
    `Effective Date: ${effective}`,
    `Expiration Date: ${expiry}`,
    '',
    `Year: ${car.sim.year}`,
    `Make: ${car.make}`,
    `Model: ${car.sim.model}`,
    `VIN: ${vinOf(role, cars)}`,
    '',
    'Coverage: Liability, Collision, Comprehensive',
  ].join('\n');
  return { role, kind: 'insurance' as const, policy, insurer, expiry, file: `insurance-${role}.txt`, text };
}

function registration(role: Role, plate: string, expiry: string, cars: Car[]) {
  const car = cars.find((c) => c.role === role)!;
  const text = [
    'VEHICLE REGISTRATION CERTIFICATE',
    'Department of Motor Vehicles',
    '',
    `License Plate: ${plate}`,
    `VIN: ${vinOf(role, cars)}`,
    `Year: ${car.sim.year}`,
    `Make: ${car.make}`,
    `Model: ${car.sim.model}`,
    `Registration Expires: ${expiry}`,
  ].join('\n');
  return { role, kind: 'registration' as const, plate, expiry, file: `registration-${role}.txt`, text };
}

async function waitForDocuments(client: Owner['client'], count: number): Promise<void> {
  for (let i = 0; i < 240; i++) {
    const docs = (await client.documents.list.query({ limit: 100 })).items;
    const done = docs.filter((d) => d.status === 'completed' || d.status === 'error');
    if (done.length >= count) {
      const failed = docs.filter((d) => d.status === 'error');
      if (failed.length) throw new Error(`documents the bench uploaded ended in error: ${failed.map((d) => d.originalName).join(', ')}`);
      return;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the uploaded documents were not read within two minutes');
}
