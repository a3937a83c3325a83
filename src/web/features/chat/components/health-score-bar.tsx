import { healthBand } from '@shared/vehicle-status';
import { Progress } from '@/components/ui/progress';

const BAND_COLOURS = { good: 'bg-success', warning: 'bg-warning', bad: 'bg-destructive' } as const;

export function HealthScoreBar({ score }: { score: number }) {
  return (
    <div className="mt-3 space-y-1">
      <div className="flex items-center justify-between text-xs font-medium">
        <span>Health Score</span>
        <span>{score}%</span>
      </div>
      <Progress value={score} aria-label="Health score" aria-valuetext={`${score}%`} indicatorClassName={BAND_COLOURS[healthBand(score)]} />
    </div>
  );
}
