import type { BrowserContext, Page } from 'playwright-core';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardVehicle } from '../src/shared/api/vehicles';
import { expectVisible } from './support/browser';
import { cookieHeader, readDashboard, signInThroughSimulator, simVehiclesOf, type SimVehicle } from './support/journeys';
import { useAppAndBrowser } from './support/suite';

const YEAR = new Date().getFullYear();
const REGISTRATION = 'registration.pdf';
const RECEIPT = 'oil-change-receipt.jpg';

async function makeRegistrationPdf(v: SimVehicle): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const lines: [string, boolean][] = [
    ['DEPARTMENT OF MOTOR VEHICLES', true],
    ['VEHICLE REGISTRATION CARD', true],
    [`VIN: ${v.vin}`, false],
    ['License Plate: 8XYZ123', false],
    [`Make: ${v.make}`, false],
    [`Model: ${v.model}`, false],
    [`Year: ${v.year}`, false],
    ['Color: Blue', false],
    ['Registered Owner: Alex Driver', false],
    [`Registration Expires: 12/31/${YEAR + 2}`, false],
  ];
  lines.forEach(([text, strong], i) => page.drawText(text, { x: 60, y: 720 - i * 26, size: strong ? 16 : 12, font: strong ? bold : regular }));
  return Buffer.from(await pdf.save());
}

/** A phone photo of a till receipt: slightly rotated, soft and JPEG-compressed. */
async function makeReceiptPhoto(v: SimVehicle): Promise<Buffer> {
  const lines = [
    'QUICK LUBE EXPRESS',
    'OIL CHANGE RECEIPT',
    `Service Date: 03/15/${YEAR}`,
    `VIN: ${v.vin}`,
    'Odometer: 45,210 mi',
    'Full Synthetic Oil Change   $79.99',
    'Oil Filter                  $10.00',
    'TOTAL                       $89.99',
    `Next Service Date: 09/15/${YEAR + 1}`,
    'Next Service Mileage: 50,210',
  ];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="${120 + lines.length * 56}">
<rect width="100%" height="100%" fill="#fbfaf4"/>
${lines.map((l, i) => `<text x="60" y="${90 + i * 56}" font-family="DejaVu Sans Mono" font-size="30" fill="#1a1a1a" xml:space="preserve">${l}</text>`).join('\n')}
</svg>`;
  return sharp(Buffer.from(svg)).rotate(1.5, { background: '#e8e4da' }).blur(0.6).jpeg({ quality: 82 }).toBuffer();
}

/** Records every value each processing bar shows, so a fast job can't slip past the test. */
async function recordProgressBars(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: Record<string, number[]> = {};
    const toasts: string[] = [];
    Object.assign(window, { __progress: seen, __toasts: toasts });
    const record = () => {
      document.querySelectorAll('[data-sonner-toast]').forEach((el) => {
        const text = el.textContent ?? '';
        if (!toasts.includes(text)) toasts.push(text);
      });
      document.querySelectorAll('[role="progressbar"][aria-label^="Processing "]').forEach((el) => {
        const name = el.getAttribute('aria-label')!.slice('Processing '.length);
        const value = Number(el.getAttribute('aria-valuenow'));
        const values = (seen[name] ??= []);
        if (values.at(-1) !== value) values.push(value);
      });
    };
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow', 'aria-label'] });
  });
}

const progressOf = (page: Page) => page.evaluate(() => (window as unknown as { __progress: Record<string, number[]> }).__progress);
const toastsSeen = (page: Page) => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);

async function chooseFiles(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Choose Files' }).click()]);
  expect(chooser.isMultiple()).toBe(true);
  await chooser.setFiles(files);
}

describe('documents', () => {
  const suite = useAppAndBrowser();
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];
  const email = `papers-${Date.now()}@example.com`;
  let owned: DashboardVehicle;
  let sim: SimVehicle;

  beforeAll(async () => {
    context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await signInThroughSimulator(page, suite.app.url, email);
    const dashboard = await readDashboard(context, suite.app.url);
    const garage = await simVehiclesOf(suite.app.simUrl, email);
    // The panel is bound to the first vehicle; the papers belong to the last, so only the VIN can match them.
    owned = dashboard.vehicles.at(-1)!;
    sim = garage.find((v) => v.tokenId === owned.tokenId)!;
    expect(sim?.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('refuses a file type it cannot read before uploading', async () => {
    await page.goto(`${suite.app.url}/documents`);
    await page.getByText('Drop files here or click to upload').waitFor();
    await chooseFiles(page, [{ name: 'photo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') }]);
    await page.getByText('Invalid File Type').waitFor();
    await page.getByText('File type image/gif is not supported. Please upload PDF, JPG, PNG, TXT, DOC, or DOCX files.').waitFor();
    expect(await page.getByRole('progressbar', { name: /photo\.gif/ }).count()).toBe(0);
  });

  it('uploads a registration PDF and a receipt photo, shows their progress, what was read and the vehicle they match', async () => {
    await page.goto(`${suite.app.url}/documents`);
    await page.getByText('Drop files here or click to upload').waitFor();
    await recordProgressBars(page);
    await chooseFiles(page, [
      { name: REGISTRATION, mimeType: 'application/pdf', buffer: await makeRegistrationPdf(sim) },
      { name: RECEIPT, mimeType: 'image/jpeg', buffer: await makeReceiptPhoto(sim) },
    ]);
    await page.getByText(/\d documents? still uploading or processing/).waitFor();

    await expect
      .poll(async () => {
        const seen = await progressOf(page);
        return [seen[REGISTRATION]?.at(-1), seen[RECEIPT]?.at(-1)];
      }, { timeout: 120_000, interval: 250 })
      .toEqual([100, 100]);
    const seen = await progressOf(page);
    for (const name of [REGISTRATION, RECEIPT]) {
      const values = seen[name];
      expect(values.some((v) => v > 0 && v < 100), `${name} showed intermediate progress: ${values}`).toBe(true);
      expect(values).toEqual([...values].sort((a, b) => a - b));
    }
    // Toasts fade after a few seconds; the observer kept every one shown. Each document gets exactly one.
    const announced = async () => (await toastsSeen(page)).filter((t) => t.includes(REGISTRATION) || t.includes(RECEIPT));
    await expect.poll(async () => (await announced()).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    expect((await announced()).sort()).toEqual([
      `Document ProcessedSuccessfully processed ${RECEIPT}`,
      `Document ProcessedSuccessfully processed ${REGISTRATION}`,
    ]);

    const list = page.getByRole('list', { name: 'Uploaded Documents' });
    for (const name of [REGISTRATION, RECEIPT]) {
      const row = list.getByRole('listitem').filter({ hasText: name });
      await row.getByRole('img', { name: 'Completed' }).waitFor();
      // sizes in the unit that reads best ("1.4 KB", "61 KB"), never "0.00 MB"
      await expectVisible(row.getByText(/^\d+(\.\d)? (B|KB|MB) ·/));
      await expectVisible(row.getByText(`${owned.name} (matched by VIN)`));
    }

    const registration = page.getByRole('article', { name: REGISTRATION });
    await registration.waitFor();
    await expectVisible(registration.getByText('Car Registration'));
    await expectVisible(registration.getByText(sim.vin, { exact: true }));
    await expectVisible(registration.getByText(`${owned.name} (#${owned.tokenId}), exact VIN match`));
    const registrationDates = registration.getByRole('region', { name: 'Important Dates' });
    await expectVisible(registrationDates.getByText(`Dec 31, ${YEAR + 2}`));

    const receipt = page.getByRole('article', { name: RECEIPT });
    await expectVisible(receipt.getByText('Oil Change Receipt'));
    await expectVisible(receipt.getByText(`${owned.name} (#${owned.tokenId})`, { exact: false }));
    const service = receipt.getByRole('region', { name: 'Service Information' });
    await expectVisible(service.getByText('$89.99'));
    await expectVisible(service.getByText(`Sep 15, ${YEAR + 1}`));

    const alerts = (await readDashboard(context, suite.app.url)).vehicles.find((v) => v.tokenId === owned.tokenId)!.alerts;
    const byType = Object.fromEntries(alerts.map((a) => [a.alertType, a.alertDate.slice(0, 10)]));
    expect(byType).toMatchObject({ registration_expiry: `${YEAR + 2}-12-31`, service_due: `${YEAR + 1}-09-15` });
    expect(errors).toEqual([]);
  });

  it("previews each document's first page, drawn by the server when it was read, to its owner only", async () => {
    const list = page.getByRole('list', { name: 'Uploaded Documents' });
    for (const name of [REGISTRATION, RECEIPT]) {
      const preview = list.getByRole('listitem').filter({ hasText: name }).getByRole('img', { name: `First page of ${name}` });
      await expectVisible(preview);
      await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(100);
    }
    const preview = page.getByRole('article', { name: REGISTRATION }).getByRole('img', { name: `First page of ${REGISTRATION}` });
    const src = (await preview.getAttribute('src'))!;
    // The registration's first page is a white card with its lines in the top half: the preview shows that page.
    const pixels = await preview.evaluate(async (img: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(img, 0, 0);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let topInk = 0;
      let bottomInk = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (data[i] >= 128) continue;
        if (i / 4 < (canvas.width * canvas.height) / 2) topInk++;
        else bottomInk++;
      }
      return { width: canvas.width, height: canvas.height, topInk, bottomInk };
    });
    expect(pixels.height).toBeGreaterThan(pixels.width);
    expect(pixels.topInk).toBeGreaterThan(200);
    expect(pixels.bottomInk).toBe(0);

    const response = await fetch(new URL(src, suite.app.url), { headers: { cookie: await cookieHeader(context, suite.app.url) } });
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect((await fetch(new URL(src, suite.app.url))).status).toBe(401);
    const stranger = await suite.browser.newContext();
    try {
      const other = await stranger.newPage();
      await signInThroughSimulator(other, suite.app.url, `stranger-${Date.now()}@example.com`);
      expect((await fetch(new URL(src, suite.app.url), { headers: { cookie: await cookieHeader(stranger, suite.app.url) } })).status).toBe(404);
    } finally {
      await stranger.close();
    }
  });

  it('flags what an invoice should show and does not, and corrects it with the fields of its kind', async () => {
    // the upload target says how papers are filed, and lets the owner pick the car for those without a VIN
    const fileUnder = page.getByLabel('File under');
    await fileUnder.selectOption({ label: 'The car its VIN matches' });
    await expectVisible(page.getByText('Matched by VIN: each document goes to the car whose VIN it shows', { exact: false }));
    await fileUnder.selectOption({ label: owned.name });
    await expectVisible(page.getByText(`one without goes to the ${owned.name}.`, { exact: false }));
    const invoice = 'no-shop-invoice.txt';
    const text = ['SERVICE INVOICE', `Invoice date: 04/02/${YEAR}`, `VIN: ${sim.vin}`, 'Odometer: 46,020 mi', 'Cabin air filter            $39.00', 'Total                       $39.00'].join('\n');
    await chooseFiles(page, [{ name: invoice, mimeType: 'text/plain', buffer: Buffer.from(text) }]);
    const card = page.getByRole('article', { name: invoice });
    await card.waitFor({ timeout: 60_000 });
    const service = card.getByRole('region', { name: 'Service Information' });
    await expectVisible(service.getByText('Not found'));
    await service.getByText('a service invoice usually shows its service provider', { exact: false }).waitFor({ state: 'attached' });

    await card.getByRole('button', { name: `Edit extracted data of ${invoice}` }).click();
    const form = card.getByRole('form', { name: 'Correct extracted data' });
    const provider = form.getByLabel('Service Provider', { exact: true });
    expect(await provider.getAttribute('aria-invalid')).toBeNull();
    await expectVisible(form.getByText('Not found on this document; a service invoice usually shows it.'));
    // an invoice's form has no insurance or registration fields
    expect(await form.getByLabel('Policy Number').count()).toBe(0);
    expect(await form.getByLabel('Expiry Date', { exact: true }).count()).toBe(0);
    await provider.fill('Corner Garage');
    await form.getByRole('button', { name: 'Save corrections' }).click();
    await service.getByText('Corner Garage').waitFor();
    expect(await service.getByText('Not found').count()).toBe(0);

    // the finished upload's card can be dismissed (and leaves by itself soon after)
    const processing = page.getByRole('list', { name: 'Files being processed' });
    await expect.poll(() => processing.count(), { timeout: 15_000 }).toBe(0);
    expect(errors).toEqual([]);
  });

  it('lets the owner correct a date, and the reminder follows', async () => {
    const registration = page.getByRole('article', { name: REGISTRATION });
    await registration.getByRole('button', { name: `Edit extracted data of ${REGISTRATION}` }).click();
    const form = registration.getByRole('form', { name: 'Correct extracted data' });
    await form.getByLabel('Expiry Date', { exact: true }).fill(`${YEAR + 3}-01-31`);
    await form.getByRole('button', { name: 'Save corrections' }).click();
    await page.getByText('Document Updated').waitFor();
    await registration.getByRole('region', { name: 'Important Dates' }).getByText(`Jan 31, ${YEAR + 3}`).waitFor();

    const alerts = (await readDashboard(context, suite.app.url)).vehicles.find((v) => v.tokenId === owned.tokenId)!.alerts;
    const registrationAlerts = alerts.filter((a) => a.alertType === 'registration_expiry').map((a) => a.alertDate.slice(0, 10));
    expect(registrationAlerts).toEqual([`${YEAR + 3}-01-31`]);
  });

  it('highlights a field read with low confidence and lets the owner pick another reading', async () => {
    const invoice = 'service-invoice.txt';
    const text = [
      'MAPLE STREET AUTO CARE',
      'SERVICE INVOICE',
      `Invoice date: 03/15/${YEAR}`,
      `VIN: ${sim.vin}`,
      'Odometer: 45,210 mi',
      'Front brake pads            $189.00',
      'Total                       $189.00',
      'Mileage: 45,120 mi',
    ].join('\n');
    await chooseFiles(page, [{ name: invoice, mimeType: 'text/plain', buffer: Buffer.from(text) }]);
    const card = page.getByRole('article', { name: invoice });
    await card.waitFor({ timeout: 60_000 });
    const service = card.getByRole('region', { name: 'Service Information' });
    // The two odometer readings disagree: the field is marked for checking; the total, read once, is not.
    await service.getByText('Odometer at Service was read with low confidence').waitFor({ state: 'attached' });
    await expectVisible(service.getByTitle('Read with low confidence'));
    await expectVisible(service.getByText('$189.00'));
    expect(await service.getByText('Total Cost was read with low confidence').count()).toBe(0);

    await card.getByRole('button', { name: `Edit extracted data of ${invoice}` }).click();
    const form = card.getByRole('form', { name: 'Correct extracted data' });
    const odometer = form.getByLabel('Odometer at Service', { exact: true });
    // The field's description tells why it is highlighted.
    const description = await odometer.evaluate((el) =>
      (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent).join(' '),
    );
    expect(description).toBe('Read with low confidence: please check.');
    await form.getByRole('combobox', { name: 'Other readings for Odometer at Service' }).click();
    await page.getByRole('option', { name: '45,120' }).click();
    expect(await odometer.inputValue()).toBe('45120');
    await form.getByRole('button', { name: 'Save corrections' }).click();
    await page.getByText('Document Updated').first().waitFor();
    await service.getByText('45,120').waitFor();
    // The owner's choice is certain now: no longer marked.
    await expect.poll(() => service.getByText('Odometer at Service was read with low confidence').count()).toBe(0);
    // Stored: a fresh load of the page shows the picked reading, no longer marked.
    await page.reload();
    const stored = page.getByRole('article', { name: invoice }).getByRole('region', { name: 'Service Information' });
    await stored.getByText('45,120').waitFor();
    expect(await stored.getByText('Odometer at Service was read with low confidence').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('downloads a stored document through its signed link', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download ${REGISTRATION}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(REGISTRATION);
    expect(download.url()).toMatch(/\/api\/files\?/);
  });

  it('attests a matched document to the DIMO network', async () => {
    const list = page.getByRole('list', { name: 'Uploaded Documents' });
    expect(await list.getByText('Attested', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: `Attest ${REGISTRATION} to DIMO` }).click();
    await page.getByText('Document Attested').waitFor();
    await list.getByText('Attested', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: `Attest ${REGISTRATION} to DIMO` }).count()).toBe(0);
  });

  it('deletes a document', async () => {
    await page.getByRole('button', { name: `Delete ${RECEIPT}` }).click();
    await page.getByText('Document Removed').waitFor();
    await page.getByText('Document has been deleted successfully.').waitFor();
    const list = page.getByRole('list', { name: 'Uploaded Documents' });
    await expect.poll(() => list.getByText(RECEIPT).count()).toBe(0);
    expect(await list.getByText(REGISTRATION).count()).toBe(1);
  });

  it('fits a 360 px phone', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${suite.app.url}/documents`);
    await page.getByRole('button', { name: 'Choose Files' }).waitFor();
    await page.getByRole('article', { name: REGISTRATION }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
