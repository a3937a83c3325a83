import { healthBand } from '@shared/vehicle-status';
import { Progress } from '@/components/ui/progress';
import { chatWording } from '../chat-wording';

const BAND_COLOURS = { good: 'bg-success', warning: 'bg-warning', bad: 'bg-destructive' } as const;

export function HealthScoreBar({ score }: { score: number }) {
  const t = chatWording();
  return (
    <div className="mt-3 space-y-1">
      <div className="flex items-center justify-between text-xs font-medium">
        <span>{t.healthScore}</span>
        <span>{score}%</span>
      </div>
      <Progress value={score} aria-label={t.healthScore} aria-valuetext={`${score}%`} indicatorClassName={BAND_COLOURS[healthBand(score)]} />
    </div>
  );
}
