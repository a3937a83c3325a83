/** SPEC's toasts of the document panel (error catalogue), one per event. */
export interface ToastText {
  title: string;
  description: string;
}

/** The one toast a processed document gets; the dashboard around the panel adds none of its own. */
export function processedToast(fileName: string): ToastText {
  return { title: 'Document Processed', description: `Successfully processed ${fileName}` };
}

export const LOAD_ERROR_TOAST: ToastText = {
  title: 'Error Loading Documents',
  description: 'Failed to load your existing documents. Please try refreshing the page.',
};
