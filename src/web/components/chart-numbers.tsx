import type { ReactNode } from 'react';

/**
 * A chart's numbers as a table behind "Show the numbers": the text alternative of a drawing hidden from screen readers,
 * and the keyboard's way to read it (the summary opens with Enter; the table scrolls with the arrow keys).
 */
export function ChartNumbers({ label, children }: { label: string; children: ReactNode }) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer rounded-sm text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring">Show the numbers</summary>
      <div className="mt-2 max-h-72 overflow-auto" role="region" aria-label={label} tabIndex={0}>
        {children}
      </div>
    </details>
  );
}
