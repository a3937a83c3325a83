import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A grid of labelled figures: the garage's, charging's and service log's summary tiles. */
export function StatTiles({ items, className, ...rest }: { items: [string, ReactNode][] } & HTMLAttributes<HTMLDListElement>) {
  return (
    <dl className={cn('grid gap-3 text-sm', className)} {...rest}>
      {items.map(([label, value]) => (
        <div key={label} className="rounded-lg bg-muted/50 p-2.5">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="mt-0.5 text-lg font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
