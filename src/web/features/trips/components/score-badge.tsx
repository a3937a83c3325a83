import type { DrivingScore } from '@shared/api/trips';
import { Badge } from '@/components/ui/badge';
import { scoreTone } from '../trip-display';

const VARIANT = { good: 'success', fair: 'warning', poor: 'destructive' } as const;

/** The driving score with its reason beside it (never colour alone). */
export function ScoreBadge({ score, withReason = false }: { score: DrivingScore | null; withReason?: boolean }) {
  if (!score) return <span className="text-muted-foreground">No score</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Badge variant={VARIANT[scoreTone(score.value)]} aria-label={`Driving score ${score.value} of 100`}>
        {score.value}
      </Badge>
      {withReason && <span className="text-sm text-muted-foreground">{score.explanation}</span>}
    </span>
  );
}
