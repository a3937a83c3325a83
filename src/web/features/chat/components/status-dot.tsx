import { cn } from '@/lib/utils';

export function StatusDot({ ok, label }: { ok: boolean | null; label: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
      <span
        aria-hidden
        className={cn('size-2 rounded-full', ok === null ? 'bg-muted-foreground/40' : ok ? 'bg-success' : 'bg-destructive')}
      />
      {label}
    </span>
  );
}
