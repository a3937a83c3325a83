import { AlertCircle, CheckCircle2, Loader2, Upload } from 'lucide-react';
import type { UploadedDocument } from '@shared/api/documents';

const LABELS: Record<UploadedDocument['status'], string> = {
  uploading: 'Uploading',
  processing: 'Processing',
  completed: 'Completed',
  error: 'Error',
};

export function DocumentStatusIcon({ status, error }: { status: UploadedDocument['status']; error?: string | null }) {
  const label = status === 'error' && error ? `${LABELS.error}: ${error}` : LABELS[status];
  const common = { role: 'img', 'aria-label': label, className: 'size-5 shrink-0' } as const;
  switch (status) {
    case 'uploading':
      return <Upload {...common} className={`${common.className} text-primary`} />;
    case 'processing':
      return <Loader2 {...common} className={`${common.className} animate-spin text-primary`} />;
    case 'completed':
      return <CheckCircle2 {...common} className={`${common.className} text-success`} />;
    case 'error':
      return <AlertCircle {...common} className={`${common.className} text-destructive`} />;
  }
}
