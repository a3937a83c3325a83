import { AlertTriangle, CheckCircle2, CircleSlash } from 'lucide-react';
import type { TroubleCode } from '@shared/api/vehicles';
import { TROUBLE_CODES_NOT_REPORTED } from '@shared/signal-coverage';
import { Badge } from '@/components/ui/badge';
import { SEVERITY_LABELS, SEVERITY_STYLES } from '../vehicle-display';

/** The stored codes; "none" only for a car that reports them, otherwise that its connection does not. */
export function TroubleCodeList({ codes, reported }: { codes: TroubleCode[]; reported: boolean }) {
  if (codes.length === 0 && !reported) {
    return (
      <p className="mt-3 flex items-center gap-1.5 text-sm text-muted-foreground">
        <CircleSlash className="size-4" aria-hidden /> {TROUBLE_CODES_NOT_REPORTED}
      </p>
    );
  }
  if (codes.length === 0) {
    return (
      <p className="mt-3 flex items-center gap-1.5 text-sm text-muted-foreground">
        <CheckCircle2 className="size-4 text-success" aria-hidden /> No trouble codes reported
      </p>
    );
  }
  return (
    <div className="mt-3">
      <p className="mb-1.5 flex items-center gap-1.5 text-sm font-medium">
        <AlertTriangle className="size-4 text-destructive" aria-hidden /> Trouble codes ({codes.length})
      </p>
      <ul className="space-y-1.5" aria-label="Trouble codes">
        {codes.map((code) => (
          <li key={code.code} className="rounded-md border bg-background p-2 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-mono font-semibold">{code.code}</span>
              <Badge className={SEVERITY_STYLES[code.severity]}>
                <span className="sr-only">Severity: </span>
                {SEVERITY_LABELS[code.severity]}
              </Badge>
            </div>
            <p className="mt-0.5 text-muted-foreground">{code.meaning}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
