import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkFileSafety } from './check-file-safety';
import { DocumentReadError } from './document-read-error';
import type { FileKind } from './file-kind';
import { buildHugePngHeader } from './test-support/make-png-header';
import { buildDocx, buildDocxBomb, buildZip } from './test-support/make-zip';

let dir: string;

async function save(name: string, data: Buffer): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, data);
  return file;
}

async function catchReadError(work: Promise<unknown>): Promise<DocumentReadError> {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DocumentReadError);
  return error as DocumentReadError;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'doc-safety-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('checkFileSafety', () => {
  it('passes an ordinary DOCX and an ordinary PNG', async () => {
    await expect(checkFileSafety(await save('ok.docx', buildDocx(['Hello'], [['Oil', '29.99']])), 'docx')).resolves.toBeUndefined();
    const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#fff' } }).png().toBuffer();
    await expect(checkFileSafety(await save('ok.png', png), 'png')).resolves.toBeUndefined();
  });

  it.each([
    { name: 'declares 1.5 GiB in 1.5 MB', lie: false },
    { name: 'declares 1000 bytes but inflates to 1.5 GiB', lie: true },
  ])('refuses a DOCX bomb that $name, quickly', async ({ lie }) => {
    const bomb = buildDocxBomb(1536, lie);
    expect(bomb.length).toBeLessThan(3 * 1024 * 1024);
    const file = await save(`bomb-${lie}.docx`, bomb);
    const started = performance.now();
    const error = await catchReadError(checkFileSafety(file, 'docx'));
    expect(error.code).toBe('zip_bomb');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it.each([
    { name: 'a parent-directory entry', entry: '../../evil.xml', code: 'zip_bomb' },
    { name: 'an absolute entry', entry: '/etc/evil.xml', code: 'zip_bomb' },
  ])('refuses a DOCX with $name', async ({ entry, code }) => {
    const zip = buildZip([
      { name: 'word/document.xml', data: Buffer.from('<w:document/>') },
      { name: entry, data: Buffer.from('x') },
    ]);
    expect((await catchReadError(checkFileSafety(await save('paths.docx', zip), 'docx'))).code).toBe(code);
  });

  it('refuses a zip with too many entries', async () => {
    const entries = Array.from({ length: 2001 }, (_, i) => ({ name: `word/part${i}.xml`, data: Buffer.from('x') }));
    const zip = buildZip([{ name: 'word/document.xml', data: Buffer.from('<w:document/>') }, ...entries]);
    expect((await catchReadError(checkFileSafety(await save('many.docx', zip), 'docx'))).code).toBe('zip_bomb');
  });

  it.each([
    { name: 'a zip without word/document.xml', data: buildZip([{ name: 'a.txt', data: Buffer.from('hi') }]), code: 'unreadable' },
    { name: 'a truncated zip', data: buildDocx(['Hello']).subarray(0, 100), code: 'unreadable' },
  ])('reports $name as $code', async ({ data, code }) => {
    expect((await catchReadError(checkFileSafety(await save('bad.docx', data), 'docx'))).code).toBe(code);
  });

  it.each<{ name: string; width: number; height: number; kind: FileKind }>([
    { name: '30000 x 30000', width: 30_000, height: 30_000, kind: 'png' },
    { name: '25000 x 100 (one side too long)', width: 25_000, height: 100, kind: 'png' },
    { name: '12000 x 9000 (108 megapixels)', width: 12_000, height: 9_000, kind: 'png' },
  ])('refuses an image of $name from its header alone', async ({ width, height, kind }) => {
    const file = await save(`huge-${width}.png`, buildHugePngHeader(width, height));
    expect((await catchReadError(checkFileSafety(file, kind))).code).toBe('image_too_large');
  });

  it('refuses an empty file', async () => {
    expect((await catchReadError(checkFileSafety(await save('empty.pdf', Buffer.alloc(0)), 'pdf'))).code).toBe('empty');
  });
});
