import type { UploadedDocument } from '../../shared/api/documents';
import type { SimVehicle } from './test-app';
import type { Page } from '../../shared/api/pagination';

/**
 * The consistency case of the one-truth issue, seeded through the app's own HTTP API (uploads, tRPC) so the same
 * seed serves the integration test and the Chromium test. The owner must be 'one.truth23@example.com' on the
 * simulator: a combustion car whose own service is due in a few hundred km, an EV with a critical trouble code
 * (P0AA6), a healthy hybrid.
 */
export const ONE_TRUTH_EMAIL = 'one.truth23@example.com';

export interface OneTruthSeed {
  cars: SimVehicle[];
  serviceCar: SimVehicle;
  faultCar: SimVehicle;
  hybrid: SimVehicle;
  documents: { registration: UploadedDocument; inspection: UploadedDocument; invoice: UploadedDocument; insurance: UploadedDocument };
  premium: number;
  /** this year's service and tyres spend in dollars: the invoice, the tyres and this year's imported row */
  serviceUsdThisYear: number;
  /** with last year's imported row */
  serviceUsdAllTime: number;
  serviceEur: number;
}

const registrationCard = (vin: string) => `STATE OF WASHINGTON - DEPARTMENT OF LICENSING
VEHICLE REGISTRATION CARD
VIN: ${vin}
License Plate: CDE4471
Make: FORD   Model: FOCUS   Year: 2019
Registered Owner: ALEX RIVERA, 401 PINE ST, SEATTLE, WA 98101
Issued: 03/15/2025
Registration Expires: 03/15/2027
`;

const inspectionNote = (vin: string) => `VEHICLE INSPECTION REPORT
Emerald City Inspections, 1200 5th Ave, Seattle, WA 98101
Inspection date: 11/20/2026
VIN: ${vin}
Result: PASS
Registration Expires: 12/31/2035
Inspector: M. Chen
`;

const usInvoiceInKm = (vin: string) => `RAINIER AUTO SERVICE
2200 Westlake Ave N, Seattle, WA 98109   (206) 555-0142
INVOICE #8812
Invoice date: 10/02/2026
VIN: ${vin}
Odometer in: 90,050 km
Full synthetic oil change and filter          $95.00
Multi-point inspection                        $25.00
TOTAL                                         $120.00
Next service: 04/02/2027
`;

const insuranceCard = (vin: string) => `EVERGREEN MUTUAL INSURANCE COMPANY
AUTOMOBILE INSURANCE IDENTIFICATION CARD
Policy Number: EVM-5520-1184
Named Insured: ALEX RIVERA, 401 PINE ST, SEATTLE, WA 98101
VIN: ${vin}
Effective Date: 01/01/2026
Expiration Date: 01/01/2027
Total Premium: $1,200.00
`;

/** tRPC's batch wire format, as the browser sends it. */
async function trpc<T>(url: string, cookie: string, method: 'GET' | 'POST', procedure: string, input: unknown): Promise<T> {
  const body = JSON.stringify({ 0: input });
  const res = await fetch(`${url}/api/trpc/${procedure}?batch=1${method === 'GET' ? `&input=${encodeURIComponent(body)}` : ''}`, {
    method,
    headers: { cookie, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    body: method === 'POST' ? body : undefined,
  });
  const [json] = await res.json();
  if (!res.ok) throw new Error(`${procedure}: HTTP ${res.status} ${JSON.stringify(json.error)}`);
  return json.result.data as T;
}

async function upload(url: string, cookie: string, name: string, text: string): Promise<UploadedDocument> {
  const form = new FormData();
  form.append('file', new Blob([text]), name);
  const res = await fetch(`${url}/api/uploads`, { method: 'POST', headers: { cookie, origin: url }, body: form });
  if (res.status !== 201) throw new Error(`upload ${name}: HTTP ${res.status} ${await res.text()}`);
  const { document } = (await res.json()) as { document: UploadedDocument };
  for (let i = 0; i < 600; i++) {
    const list = await trpc<Page<UploadedDocument>>(url, cookie, 'GET', 'documents.list', {});
    const doc = list.items.find((d) => d.id === document.id);
    if (doc?.status === 'completed') return doc;
    if (doc?.status === 'error') throw new Error(`${name} was not read: ${doc.error}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${name} was never read`);
}

/** Seeds the owner's documents, records and imported rows; uploads one at a time so "uploaded later" holds. */
export async function seedOneTruthOwner(app: { url: string }, owner: { cookie: string; vehicles: SimVehicle[] }): Promise<OneTruthSeed> {
  const { url } = app;
  const { cookie } = owner;
  const serviceCar = owner.vehicles.find((v) => v.faults.includes('serviceDue'))!;
  const faultCar = owner.vehicles.find((v) => v.faults.includes('dtc'))!;
  const hybrid = owner.vehicles.find((v) => v.powertrain === 'HYBRID')!;
  if (!serviceCar || !faultCar || !hybrid || new Set([serviceCar, faultCar, hybrid]).size !== 3) throw new Error(`seed expects ${ONE_TRUTH_EMAIL}'s garage`);

  const registration = await upload(url, cookie, 'registration-card.txt', registrationCard(serviceCar.vin));
  const inspection = await upload(url, cookie, 'inspection-report.txt', inspectionNote(serviceCar.vin));
  const invoice = await upload(url, cookie, 'rainier-invoice.txt', usInvoiceInKm(serviceCar.vin));
  const insurance = await upload(url, cookie, 'insurance-card.txt', insuranceCard(hybrid.vin));

  await trpc(url, cookie, 'POST', 'serviceLog.add', { tokenId: serviceCar.tokenId, record: { date: '2026-05-01', kind: 'tires', description: 'Four all-season tyres', totalCost: 300, currency: 'USD' } });
  await trpc(url, cookie, 'POST', 'serviceLog.add', { tokenId: hybrid.tokenId, record: { date: '2026-06-01', kind: 'brakes', description: 'Front pads', totalCost: 200, currency: 'EUR' } });
  const csv = 'date,odometer_km,kind,description,total_cost,currency\n2026-03-01,21000,repair,Cabin air filter,45.00,USD\n2025-08-01,15000,repair,Wiper motor,100.00,USD\n';
  await trpc(url, cookie, 'POST', 'serviceLog.importCsv', { tokenId: faultCar.tokenId, file: { csv, distanceUnit: 'km' } });

  return {
    cars: [serviceCar, faultCar, hybrid],
    serviceCar,
    faultCar,
    hybrid,
    documents: { registration, inspection, invoice, insurance },
    premium: 1200,
    serviceUsdThisYear: 120 + 300 + 45,
    serviceUsdAllTime: 120 + 300 + 45 + 100,
    serviceEur: 200,
  };
}
