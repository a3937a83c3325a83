import { describe, expect, it } from 'vitest';
import { LOAD_ERROR_TOAST, processedToast } from './toasts';

describe('document toasts', () => {
  it("announces a processed document with SPEC's panel toast", () => {
    expect(processedToast('registration.pdf')).toEqual({ title: 'Document Processed', description: 'Successfully processed registration.pdf' });
  });

  it("titles the list failure as SPEC's Error Loading Documents", () => {
    expect(LOAD_ERROR_TOAST).toEqual({
      title: 'Error Loading Documents',
      description: 'Failed to load your existing documents. Please try refreshing the page.',
    });
  });
});
