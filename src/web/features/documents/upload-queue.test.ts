import { describe, expect, it } from 'vitest';
import type { DocumentProgress, UploadedDocument } from '@shared/api/documents';
import { countActiveUploads, displayPercent, reduceUploadQueue, type UploadEntry, type UploadQueueAction } from './upload-queue';

const doc = (over: Partial<UploadedDocument> = {}): UploadedDocument => ({
  id: 'doc-1',
  filename: 'doc-1-reg.pdf',
  originalName: 'reg.pdf',
  type: 'registration',
  size: 100,
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
  ...over,
});
const progress = (over: Partial<DocumentProgress>): DocumentProgress => ({
  documentId: 'doc-1',
  status: 'processing',
  progress: 20,
  step: 'Extracting text...',
  etaSeconds: 4,
  error: null,
  ...over,
});

const pick = (e: UploadEntry) => ({ phase: e.phase, percent: displayPercent(e), step: e.step, eta: e.etaSeconds, error: e.error });
const added: UploadQueueAction = { type: 'added', key: 'a', fileName: 'reg.pdf', size: 100 };

describe('reduceUploadQueue', () => {
  it.each<{ name: string; actions: UploadQueueAction[]; expected: ReturnType<typeof pick> }>([
    { name: 'a new file is uploading', actions: [added], expected: { phase: 'uploading', percent: 0, step: 'Uploading file...', eta: null, error: null } },
    {
      name: 'upload progress never goes back',
      actions: [added, { type: 'upload-progress', key: 'a', percent: 60 }, { type: 'upload-progress', key: 'a', percent: 40 }],
      expected: { phase: 'uploading', percent: 60, step: 'Uploading file...', eta: null, error: null },
    },
    {
      name: 'uploaded switches to the server progress',
      actions: [added, { type: 'uploaded', key: 'a', document: doc() }],
      expected: { phase: 'processing', percent: 5, step: 'Validating file...', eta: null, error: null },
    },
    {
      name: 'processing events move the card',
      actions: [added, { type: 'uploaded', key: 'a', document: doc() }, { type: 'progress', event: progress({ progress: 50, step: 'Analyzing...', etaSeconds: 3 }) }],
      expected: { phase: 'processing', percent: 50, step: 'Analyzing...', eta: 3, error: null },
    },
    {
      name: 'completion is 100 with no time left',
      actions: [added, { type: 'uploaded', key: 'a', document: doc() }, { type: 'progress', event: progress({ status: 'completed', progress: 100, step: 'Done', etaSeconds: 0 }) }],
      expected: { phase: 'completed', percent: 100, step: 'Done', eta: null, error: null },
    },
    {
      name: 'events for another document are ignored',
      actions: [added, { type: 'uploaded', key: 'a', document: doc() }, { type: 'progress', event: progress({ documentId: 'other', progress: 90 }) }],
      expected: { phase: 'processing', percent: 5, step: 'Validating file...', eta: null, error: null },
    },
    {
      name: 'a processing error',
      actions: [added, { type: 'uploaded', key: 'a', document: doc() }, { type: 'progress', event: progress({ status: 'error', error: 'Unreadable' }) }],
      expected: { phase: 'error', percent: 20, step: 'Extracting text...', eta: null, error: 'Unreadable' },
    },
    {
      name: 'an upload refusal',
      actions: [added, { type: 'failed', key: 'a', error: 'File Too Large' }],
      expected: { phase: 'error', percent: 0, step: 'Uploading file...', eta: null, error: 'File Too Large' },
    },
    {
      name: 'late events after completion change nothing',
      actions: [
        added,
        { type: 'uploaded', key: 'a', document: doc({ status: 'completed', progress: 100, step: 'Done' }) },
        { type: 'progress', event: progress({ progress: 60 }) },
      ],
      expected: { phase: 'completed', percent: 100, step: 'Done', eta: null, error: null },
    },
  ])('$name', ({ actions, expected }) => {
    const entries = actions.reduce(reduceUploadQueue, []);
    expect(entries).toHaveLength(1);
    expect(pick(entries[0])).toEqual(expected);
  });

  it('keeps several files apart and counts the active ones', () => {
    const entries = [
      added,
      { type: 'added', key: 'b', fileName: 'receipt.jpg', size: 200 },
      { type: 'added', key: 'c', fileName: 'notes.txt', size: 5 },
      { type: 'uploaded', key: 'a', document: doc() },
      { type: 'failed', key: 'c', error: 'nope' },
    ].reduce<UploadEntry[]>((s, a) => reduceUploadQueue(s, a as UploadQueueAction), []);
    expect(entries.map((e) => [e.key, e.phase])).toEqual([
      ['a', 'processing'],
      ['b', 'uploading'],
      ['c', 'error'],
    ]);
    expect(countActiveUploads(entries)).toBe(2);
    expect(reduceUploadQueue(entries, { type: 'dismissed', key: 'c' }).map((e) => e.key)).toEqual(['a', 'b']);
  });
});
