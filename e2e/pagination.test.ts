import { describe, expect, it } from 'vitest';
import type { Page as ListPage } from '../src/shared/api/pagination';
import type { UploadedDocument } from '../src/shared/api/documents';
import { expectVisible } from './support/browser';
import { queryAs, signedInContext, watchPageErrors } from './support/signed-in';
import { useAppAndBrowser } from './support/suite';

const UPLOADS = 27;

describe('documents page, a page at a time', () => {
  const suite = useAppAndBrowser();

  it('shows the newest 25 of 27 documents with the count, and the rest after "Show more"', async () => {
    const context = await signedInContext(suite.browser, suite.app, 'pages.e2e@example.com');
    const cookie = (await context.cookies(suite.app.url)).map((c) => `${c.name}=${c.value}`).join('; ');
    for (let i = 1; i <= UPLOADS; i++) {
      const form = new FormData();
      form.append('file', new Blob([`PARKING RECEIPT ${i}\nCity Garage, level ${i}\nTOTAL $${i}.00\n`]), `parking-${String(i).padStart(2, '0')}.txt`);
      const upload = await fetch(`${suite.app.url}/api/uploads`, { method: 'POST', headers: { cookie, origin: suite.app.url }, body: form });
      expect(upload.status, await upload.clone().text()).toBeLessThan(300);
    }
    await expect
      .poll(async () => (await queryAs<ListPage<UploadedDocument>>(context, suite.app, 'documents.list', { limit: 100 })).items.filter((d) => d.status !== 'processing').length, {
        timeout: 120_000,
      })
      .toBe(UPLOADS);

    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${suite.app.url}/documents`);
    const list = page.getByRole('list', { name: 'Uploaded Documents' });
    const rows = list.locator(':scope > li');
    await expectVisible(rows.first());
    expect(await rows.count()).toBe(25);
    // newest first: the last upload heads the list
    await expectVisible(rows.first().getByText('parking-27.txt'));
    await expectVisible(page.getByText(`Showing 25 of ${UPLOADS} documents`));

    await page.getByRole('button', { name: 'Show more' }).click();
    await expect.poll(() => rows.count()).toBe(UPLOADS);
    await expectVisible(rows.last().getByText('parking-01.txt'));
    await expectVisible(page.getByText(`Showing ${UPLOADS} of ${UPLOADS} documents`));
    expect(await page.getByRole('button', { name: 'Show more' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
