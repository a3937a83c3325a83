import { useQueries } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { PeriodName } from '@shared/api/facts';
import type { DashboardVehicle, VehicleAnalysis } from '@shared/api/vehicles';
import type { Amount } from '@shared/currency';
import { describePeriod, PERIOD_LABELS } from '@shared/period-text';
import { formatAmounts } from '@shared/units';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useTRPC } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { chatHref } from '../vehicle-links';

export const MAX_SUGGESTIONS_PER_VEHICLE = 2;

function Tile({ label, value, className, note }: { label: string; value: string; className?: string; note?: string }) {
  return (
    <div className="rounded-lg border bg-background p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={cn('text-xl font-bold tabular-nums', className)}>{value}</dd>
      {note && <dd className="mt-0.5 text-xs text-muted-foreground">{note}</dd>}
    </div>
  );
}

/** A money tile: the amounts per currency with the period they cover, or that nothing with a cost was recorded in it. */
function MoneyTile({ label, amounts, spend }: { label: string; amounts: readonly Amount[]; spend: VehicleAnalysis['spend'] }) {
  const period = describePeriod(spend.period);
  if (amounts.length === 0) {
    const name = (PERIOD_LABELS[spend.period.name as PeriodName] ?? 'in this period').toLowerCase();
    return <Tile label={label} value={`No costs recorded ${name}`} className="text-sm font-medium text-muted-foreground" note={period} />;
  }
  return <Tile label={label} value={formatAmounts(amounts)} note={period} />;
}

function AnalysisRow({ vehicle, analysis }: { vehicle: DashboardVehicle; analysis: VehicleAnalysis }) {
  const navigate = useNavigate();
  const suggestions = analysis.followUpSuggestions.slice(0, MAX_SUGGESTIONS_PER_VEHICLE);
  return (
    <li className="space-y-3">
      <p className="text-sm font-semibold">{vehicle.name}</p>
      <dl className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        <Tile label="Health Score" value={`${Math.round(analysis.healthScore)}%`} />
        <Tile
          label="Trip Ready"
          value={`${Math.round(analysis.readinessScore)}%`}
          className={analysis.isReady ? 'text-success' : 'text-warning'}
        />
        <MoneyTile label="Service and repair" amounts={analysis.spend.service} spend={analysis.spend} />
        <MoneyTile label="Spent on the car" amounts={analysis.spend.total} spend={analysis.spend} />
      </dl>
      {suggestions.length > 0 && (
        <div>
          <p className="mb-1.5 text-xs font-medium uppercase tracking-wide text-muted-foreground">AI Suggestions</p>
          <div className="flex flex-wrap gap-2">
            {suggestions.map((question) => (
              <Button
                key={question}
                variant="secondary"
                size="sm"
                className="h-auto min-h-9 whitespace-normal rounded-full py-1.5 text-left text-xs"
                onClick={() => void navigate(chatHref(vehicle.tokenId, question))}
              >
                {question}
              </Button>
            ))}
          </div>
        </div>
      )}
    </li>
  );
}

export interface AnalysisResultsPanelProps {
  vehicles: DashboardVehicle[];
  /** When the last Refresh finished; the next analysis to arrive after it announces itself. */
  refreshedAt: number | null;
}

export function AnalysisResultsPanel({ vehicles, refreshedAt }: AnalysisResultsPanelProps) {
  const trpc = useTRPC();
  const real = vehicles.filter((v) => !v.isDemo);
  const results = useQueries({ queries: real.map((v) => trpc.vehicles.analysis.queryOptions({ tokenId: v.tokenId })) });
  const announcedFor = useRef<number | null>(null);
  const latestUpdate = Math.max(0, ...results.map((r) => (r.isSuccess ? r.dataUpdatedAt : 0)));

  useEffect(() => {
    if (refreshedAt === null || announcedFor.current === refreshedAt || latestUpdate < refreshedAt) return;
    announcedFor.current = refreshedAt;
    toast.success('AI Analysis Complete', { description: 'Vehicle analysis has been completed successfully.' });
  }, [refreshedAt, latestUpdate]);

  return (
    <Card aria-labelledby="analysis-results-title" role="region">
      <CardHeader>
        <CardTitle id="analysis-results-title" className="flex items-center gap-2">
          <Sparkles className="size-5 text-primary" aria-hidden /> Latest AI Analysis Results
        </CardTitle>
        <CardDescription>Health, trip readiness and what was spent on each vehicle.</CardDescription>
      </CardHeader>
      <CardContent>
        {real.length === 0 ? (
          <p className="text-sm text-muted-foreground">Sign in and share a vehicle to see its AI analysis here.</p>
        ) : (
          <ul className="space-y-6">
            {real.map((vehicle, i) => {
              const result = results[i];
              if (result.isPending) {
                return (
                  <li key={vehicle.tokenId} className="space-y-2">
                    <p className="text-sm font-semibold">{vehicle.name}</p>
                    <Skeleton className="h-16 w-full" aria-label={`Analysing ${vehicle.name}`} />
                  </li>
                );
              }
              if (result.isError) {
                return (
                  <li key={vehicle.tokenId} className="text-sm">
                    <span className="font-semibold">{vehicle.name}</span>
                    <span className="text-muted-foreground">: analysis unavailable ({result.error.message})</span>
                  </li>
                );
              }
              return <AnalysisRow key={vehicle.tokenId} vehicle={vehicle} analysis={result.data} />;
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
