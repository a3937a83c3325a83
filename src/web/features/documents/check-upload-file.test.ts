import { describe, expect, it } from 'vitest';
import { checkUploadFile, extensionOf, MAX_UPLOAD_BYTES } from './check-upload-file';

const TOO_BIG = 'File size exceeds 50MB limit. Please upload a smaller file.';
const badType = (t: string) => `File type ${t} is not supported. Please upload PDF, JPG, PNG, TXT, DOC, or DOCX files.`;

describe('checkUploadFile', () => {
  it.each([
    { name: 'reg.pdf', type: 'application/pdf', size: 1000, expected: null },
    { name: 'RECEIPT.JPG', type: 'image/jpeg', size: 1000, expected: null },
    { name: 'photo.jpeg', type: 'image/jpeg', size: 1000, expected: null },
    { name: 'scan.png', type: 'image/png', size: 1000, expected: null },
    { name: 'notes.txt', type: 'text/plain', size: 10, expected: null },
    { name: 'old.doc', type: 'application/msword', size: 10, expected: null },
    { name: 'new.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: 10, expected: null },
    { name: 'unknown-type.docx', type: '', size: 10, expected: null },
    { name: 'octet.pdf', type: 'application/octet-stream', size: 10, expected: null },
    { name: 'exactly 50 MB.pdf', type: 'application/pdf', size: MAX_UPLOAD_BYTES, expected: null },
    { name: 'big.pdf', type: 'application/pdf', size: MAX_UPLOAD_BYTES + 1, expected: { title: 'File Too Large', message: TOO_BIG } },
    { name: 'sheet.xlsx', type: 'application/vnd.ms-excel', size: 10, expected: { title: 'Invalid File Type', message: badType('application/vnd.ms-excel') } },
    { name: 'movie.gif', type: 'image/gif', size: 10, expected: { title: 'Invalid File Type', message: badType('image/gif') } },
    { name: 'renamed.pdf', type: 'image/gif', size: 10, expected: { title: 'Invalid File Type', message: badType('image/gif') } },
    { name: 'script.exe', type: '', size: 10, expected: { title: 'Invalid File Type', message: badType('.exe') } },
    { name: 'README', type: '', size: 10, expected: { title: 'Invalid File Type', message: badType('unknown') } },
    { name: 'huge.exe', type: '', size: MAX_UPLOAD_BYTES * 2, expected: { title: 'Invalid File Type', message: badType('.exe') } },
  ])('$name ($type, $size bytes)', ({ expected, ...file }) => {
    expect(checkUploadFile(file)).toEqual(expected ? { ok: false, ...expected } : { ok: true });
  });
});

describe('extensionOf', () => {
  it.each([
    ['a.PDF', '.pdf'],
    ['archive.tar.gz', '.gz'],
    ['.hidden', ''],
    ['noext', ''],
  ])('%s -> %s', (name, expected) => {
    expect(extensionOf(name)).toBe(expected);
  });
});
