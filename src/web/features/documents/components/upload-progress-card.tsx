import { CheckCircle2, Loader2, X, XCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { formatFileSize } from '@shared/units';
import { formatEta } from '../format-eta';
import { displayPercent, type UploadEntry } from '../upload-queue';

function EntryRow({ entry, onDismiss }: { entry: UploadEntry; onDismiss: (key: string) => void }) {
  const percent = displayPercent(entry);
  const eta = entry.phase === 'processing' ? formatEta(entry.etaSeconds) : null;
  const label = entry.phase === 'uploading' ? `Uploading ${entry.fileName}` : `Processing ${entry.fileName}`;
  return (
    <li className="space-y-2 rounded-lg border p-3">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate text-sm font-medium" title={entry.fileName}>
            {entry.fileName}
          </p>
          <p className="text-xs text-muted-foreground">{formatFileSize(entry.size)}</p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <span className="text-sm font-semibold tabular-nums" aria-hidden>
            {percent}%
          </span>
          {entry.phase === 'completed' && <CheckCircle2 className="size-4 text-success" role="img" aria-label="Completed" />}
          {entry.phase === 'error' && <XCircle className="size-4 text-destructive" role="img" aria-label="Failed" />}
          {(entry.phase === 'uploading' || entry.phase === 'processing') && <Loader2 className="size-4 animate-spin text-primary" aria-hidden />}
          {(entry.phase === 'completed' || entry.phase === 'error') && (
            <Button type="button" variant="ghost" size="icon" className="size-7" aria-label={`Dismiss ${entry.fileName}`} onClick={() => onDismiss(entry.key)}>
              <X aria-hidden />
            </Button>
          )}
        </div>
      </div>
      <Progress
        value={percent}
        aria-label={label}
        aria-valuetext={`${percent}%`}
        indicatorClassName={entry.phase === 'error' ? 'bg-destructive' : entry.phase === 'completed' ? 'bg-success' : undefined}
      />
      <div className="flex flex-wrap items-center justify-between gap-x-3 text-xs text-muted-foreground" aria-live="polite">
        <span className={entry.phase === 'error' ? 'text-destructive' : undefined}>
          {entry.phase === 'error' ? (entry.error ?? 'Processing failed.') : entry.phase === 'uploading' ? 'Uploading file...' : entry.step}
        </span>
        {eta && <span>About {eta} remaining</span>}
      </div>
    </li>
  );
}

/** The processing card: each file's percentage, current step and estimated time remaining. */
export function UploadProgressCard({ entries, onDismiss }: { entries: UploadEntry[]; onDismiss: (key: string) => void }) {
  if (entries.length === 0) return null;
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">Processing Documents</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-3" aria-label="Files being processed">
          {entries.map((entry) => (
            <EntryRow key={entry.key} entry={entry} onDismiss={onDismiss} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** The second card: how many documents are still uploading or processing. */
export function ActiveUploadsCard({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Card>
      <CardContent className="flex items-center gap-3 p-4">
        <Loader2 className="size-5 shrink-0 animate-spin text-primary" aria-hidden />
        <div className="min-w-0 flex-1 space-y-2">
          <p className="text-sm font-medium" role="status">
            {count === 1 ? '1 document' : `${count} documents`} still uploading or processing
          </p>
          <Progress value={60} aria-label="Documents in progress" className="h-1.5" indicatorClassName="animate-pulse" />
        </div>
      </CardContent>
    </Card>
  );
}
