import { useId } from 'react';
import type { HealthCap } from '@shared/health-cap';
import { describeHealthCap } from '@shared/health-cap';
import { Progress } from '@/components/ui/progress';
import { bandStyleFor } from '@/lib/health-style';
import { cn } from '@/lib/utils';

const SIZES = { sm: 'text-xl', md: 'text-xl', lg: 'text-5xl' } as const;

/** A health score as every screen shows it: the number and bar in its band's colour, and why it is held down. */
export function HealthMeter({
  score,
  cap,
  size = 'md',
  label = 'Health score',
  heading = false,
}: {
  score: number;
  cap: HealthCap | null;
  size?: keyof typeof SIZES;
  label?: string;
  /** the label is the heading of its card (h3) */
  heading?: boolean;
}) {
  const id = useId();
  const Label = heading ? 'h3' : 'span';
  const band = bandStyleFor(score);
  return (
    <div>
      <div className="mb-1 flex items-baseline justify-between gap-2 text-sm">
        <Label id={`${id}-label`} className="font-normal text-muted-foreground">
          {label}
        </Label>
        <span className={cn('font-bold tabular-nums', SIZES[size], band.text)} data-testid="health-score">
          {score}%
        </span>
      </div>
      <Progress value={score} aria-labelledby={`${id}-label`} indicatorClassName={band.bar} />
      {cap && (
        <p className="mt-1.5 text-xs text-muted-foreground" data-testid="health-reason">
          {describeHealthCap(cap)}
        </p>
      )}
    </div>
  );
}
