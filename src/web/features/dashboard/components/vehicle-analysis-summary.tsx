import { Sparkles } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { useVehicleAnalysis } from '../api';

export function VehicleAnalysisSummary({ tokenId, isDemo, headingId }: { tokenId: number; isDemo: boolean; headingId: string }) {
  const { data, isPending, isError, error } = useVehicleAnalysis(tokenId, !isDemo);
  return (
    <section aria-labelledby={headingId} className="space-y-1.5">
      <h4 id={headingId} className="flex items-center gap-1.5 text-sm font-semibold">
        <Sparkles className="size-4 text-primary" aria-hidden /> Latest AI analysis
      </h4>
      {isDemo ? (
        <p className="text-sm text-muted-foreground">This is a demo vehicle. Sign in to see your real vehicles.</p>
      ) : isPending ? (
        <Skeleton className="h-10 w-full" aria-label="Loading analysis" />
      ) : isError ? (
        <p className="text-sm text-muted-foreground">Analysis unavailable: {error.message}</p>
      ) : (
        <p className="text-sm">{data.summary}</p>
      )}
    </section>
  );
}
