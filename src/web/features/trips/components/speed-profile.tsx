import { useId } from 'react';
import type { TripDetail } from '@shared/api/trips';
import { formatSpeed, type DistanceUnit } from '@shared/units';
import { formatClock } from '../trip-display';

const W = 600;
const H = 140;

/** Speed over the trip as a line, the owner's limit dashed, events as red ticks; described in words for screen readers. */
export function SpeedProfile({ detail, unit, timeZone }: { detail: TripDetail; unit: DistanceUnit; timeZone?: string }) {
  const id = useId();
  const points = detail.speeds.filter((s) => s.speedKmh !== null) as { at: string; speedKmh: number }[];
  if (points.length < 2) return <p className="text-sm text-muted-foreground">No speed readings for this trip.</p>;
  const t0 = Date.parse(points[0].at);
  const t1 = Date.parse(points[points.length - 1].at);
  const top = Math.max(...points.map((p) => p.speedKmh), detail.speedLimitKmh ?? 0, 10);
  const x = (at: string) => ((Date.parse(at) - t0) / Math.max(1, t1 - t0)) * W;
  const y = (kmh: number) => H - (kmh / top) * (H - 10);
  const peak = points.reduce((a, p) => (p.speedKmh > a.speedKmh ? p : a));
  const description = `Speed from ${formatClock(points[0].at, timeZone)} to ${formatClock(points[points.length - 1].at, timeZone)}: top ${formatSpeed(peak.speedKmh, unit)} at ${formatClock(peak.at, timeZone)}${
    detail.speedLimitKmh ? `, your limit ${formatSpeed(detail.speedLimitKmh, unit)}` : ''
  }${detail.events.length ? `, ${detail.events.length} driving ${detail.events.length === 1 ? 'event' : 'events'} marked` : ''}.`;
  return (
    <figure className="space-y-1">
      <svg viewBox={`0 0 ${W} ${H}`} className="h-36 w-full" role="img" aria-labelledby={id} preserveAspectRatio="none">
        <polyline fill="none" stroke="currentColor" className="text-primary" strokeWidth={2} vectorEffect="non-scaling-stroke" points={points.map((p) => `${x(p.at).toFixed(1)},${y(p.speedKmh).toFixed(1)}`).join(' ')} />
        {detail.speedLimitKmh && <line x1={0} x2={W} y1={y(detail.speedLimitKmh)} y2={y(detail.speedLimitKmh)} stroke="#b45309" strokeDasharray="6 4" vectorEffect="non-scaling-stroke" />}
        {detail.events.map((e) => (
          <line key={`${e.at}${e.kind}`} x1={x(e.at)} x2={x(e.at)} y1={0} y2={H} stroke="#dc2626" strokeWidth={2} vectorEffect="non-scaling-stroke" />
        ))}
      </svg>
      <figcaption id={id} className="text-sm text-muted-foreground">
        {description}
      </figcaption>
    </figure>
  );
}
