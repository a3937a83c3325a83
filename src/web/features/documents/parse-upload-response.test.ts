import { describe, expect, it } from 'vitest';
import type { UploadedDocument } from '@shared/api/documents';
import { parseUploadResponse } from './parse-upload-response';

const document: UploadedDocument = {
  id: 'd1',
  filename: 'd1-reg.pdf',
  originalName: 'reg.pdf',
  type: 'registration',
  size: 1234,
  mimeType: 'application/pdf',
  uploadedAt: '2025-01-01T00:00:00.000Z',
  status: 'processing',
  progress: 5,
  step: 'Validating file...',
  error: null,
  processedData: null,
  vin: null,
  vehicleMatch: null,
  dimoAttested: false,
  hasPreview: false,
};

describe('parseUploadResponse', () => {
  it('returns the created document', () => {
    expect(parseUploadResponse(201, JSON.stringify({ document }), 'reg.pdf')).toEqual({ ok: true, document });
  });

  it.each([
    {
      name: "the server's own error",
      status: 415,
      body: JSON.stringify({ error: 'Unsupported Media Type', title: 'Invalid File Type', message: 'File type image/gif is not supported.' }),
      expected: { title: 'Invalid File Type', message: 'File type image/gif is not supported.' },
    },
    { name: 'a bare 413 from a proxy', status: 413, body: '<html>Too large</html>', expected: { title: 'File Too Large', message: 'File size exceeds 50MB limit. Please upload a smaller file.' } },
    { name: 'signed out', status: 401, body: '', expected: { title: 'Processing Error', message: 'Authentication required. Please log in again.' } },
    { name: 'network failure', status: 0, body: '', expected: { title: 'Processing Error', message: 'Could not reach the server to upload reg.pdf.' } },
    { name: 'a 500 without body', status: 500, body: 'oops', expected: { title: 'Processing Error', message: 'Failed to process reg.pdf.' } },
    { name: 'a 201 with a malformed body', status: 201, body: '{"document":{}}', expected: { title: 'Processing Error', message: 'Failed to process reg.pdf.' } },
  ])('$name', ({ status, body, expected }) => {
    expect(parseUploadResponse(status, body, 'reg.pdf')).toEqual({ ok: false, status, ...expected });
  });
});
