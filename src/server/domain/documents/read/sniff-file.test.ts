import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { DocumentReadError } from './document-read-error';
import { sniffFile } from './sniff-file';
import { buildDocx } from './test-support/make-zip';
import { buildPdf } from './test-support/make-pdf';

const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer();
const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).jpeg().toBuffer();
const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).gif().toBuffer();
const pdf = await buildPdf([{ kind: 'text', items: [{ text: 'hello', x: 50, y: 700 }] }]);
const docx = buildDocx(['Hello']);
const cfb = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600)]);
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
const utf8 = Buffer.from('Service: oil change — 29,99 €\n', 'utf8');
const latin1 = Buffer.from([0x52, 0xe9, 0x70, 0x61, 0x72, 0x61, 0x74, 0x69, 0x6f, 0x6e, 0x0a]);
const aiff = Buffer.concat([Buffer.from('FORM'), Buffer.from([0, 0, 0, 46]), Buffer.from('AIFFCOMM'), Buffer.from([0, 0, 0, 18, 0, 1, 0, 0, 0, 0, 0, 16, 0x40, 0x0e, 0xac, 0x44]), Buffer.alloc(24)]);
const formText = Buffer.from('FORM REG 343 - VEHICLE REGISTRATION APPLICATION\nVIN: 1HGCM82633A004352\nPlate: 7ABC123\n', 'utf8');
const unsupported = (type: string) => `File type ${type} is not supported. Please upload PDF, JPG, PNG, TXT, DOC, or DOCX files.`;

describe('sniffFile', () => {
  it.each([
    { name: 'a PDF', head: pdf, file: 'card.pdf', kind: 'pdf', mime: 'application/pdf' },
    { name: 'a PNG', head: png, file: 'scan.PNG', kind: 'png', mime: 'image/png' },
    { name: 'a JPEG named .jpeg', head: jpeg, file: 'photo.jpeg', kind: 'jpg', mime: 'image/jpeg' },
    { name: 'a JPEG named .jpg', head: jpeg, file: 'photo.jpg', kind: 'jpg', mime: 'image/jpeg' },
    { name: 'a DOCX', head: docx, file: 'invoice.docx', kind: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
    { name: 'an old Word file', head: cfb, file: 'old.doc', kind: 'doc', mime: 'application/msword' },
    { name: 'UTF-8 text', head: utf8, file: 'notes.txt', kind: 'txt', mime: 'text/plain; charset=utf-8' },
    { name: 'Latin-1 text', head: latin1, file: 'notes.txt', kind: 'txt', mime: 'text/plain; charset=latin1' },
    // file-type takes "FORM" for an AIFF header (issue 19: refused as audio, 415).
    { name: 'text starting with FORM', head: formText, file: 'reg343.txt', kind: 'txt', mime: 'text/plain; charset=utf-8' },
  ])('accepts $name', async ({ head, file, kind, mime }) => {
    await expect(sniffFile(head, file)).resolves.toEqual({ kind, mime });
  });

  it.each([
    { name: 'a PNG named .pdf', head: png, file: 'card.pdf', code: 'type_mismatch', message: unsupported('image/png in a .pdf file') },
    { name: 'an exe named .txt', head: exe, file: 'notes.txt', code: 'type_mismatch', message: unsupported('application/x-msdownload in a .txt file') },
    { name: 'a real AIFF named .txt', head: aiff, file: 'notes.txt', code: 'type_mismatch', message: unsupported('audio/aiff in a .txt file') },
    { name: 'binary noise named .txt', head: Buffer.from([1, 2, 3, 0, 5, 6, 7, 8]), file: 'notes.txt', code: 'type_mismatch', message: unsupported('application/octet-stream in a .txt file') },
    { name: 'text named .pdf', head: utf8, file: 'card.pdf', code: 'type_mismatch', message: unsupported('text/plain in a .pdf file') },
    { name: 'a DOCX named .doc', head: docx, file: 'old.doc', code: 'type_mismatch' },
    { name: 'a PDF named .png', head: pdf, file: 'scan.png', code: 'type_mismatch' },
    { name: 'an empty file', head: Buffer.alloc(0), file: 'card.pdf', code: 'empty' },
    { name: 'a GIF', head: gif, file: 'anim.gif', code: 'invalid_type', message: unsupported('image/gif') },
    { name: 'an exe', head: exe, file: 'setup.exe', code: 'invalid_type', message: unsupported('application/x-msdownload') },
    { name: 'an unknown extension', head: utf8, file: 'data.csv', code: 'invalid_type', message: unsupported('.csv') },
  ])('refuses $name with $code', async ({ head, file, code, message }) => {
    const error = await sniffFile(head, file).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DocumentReadError);
    expect((error as DocumentReadError).code).toBe(code);
    if (message) expect((error as DocumentReadError).userMessage).toBe(message);
  });

  it('accepts text cut in the middle of a UTF-8 character at the end of the head', async () => {
    const head = Buffer.from('Total: 12 €', 'utf8').subarray(0, -1);
    await expect(sniffFile(head, 'a.txt')).resolves.toMatchObject({ kind: 'txt', mime: 'text/plain; charset=utf-8' });
  });
});
