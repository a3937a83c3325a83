import { ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { GarageRow } from '@shared/api/garage';
import { formatDistance, formatPercent, type DistanceUnit } from '@shared/units';
import { STATUS_LABELS } from '@shared/vehicle-status';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { HealthMeter } from '@/components/health-meter';
import { describeModel, formatLastSeen, formatNextDue, VEHICLE_TYPE_LABELS } from '../garage-display';

/** One vehicle of the garage: identity, health, odometer, next due item, last contact and documents. */
export function GarageTile({ row, unit }: { row: GarageRow; unit: DistanceUnit }) {
  const id = useId();
  const model = describeModel(row);
  const facts: [string, string, string?][] = [
    ['VIN', row.vin ?? '—', 'font-mono text-xs break-all'],
    ['Plate', row.plate ?? '—'],
    ['Odometer', formatDistance(row.odometerKm, unit)],
    ['Level', formatPercent(row.levelPercent)],
    ['Next due', formatNextDue(row.nextDue, unit), row.nextDue?.urgency === 'overdue' ? 'text-destructive' : undefined],
    ['Last seen', formatLastSeen(row.lastSeen)],
    ['Documents', String(row.documentCount)],
  ];
  return (
    <Card role="article" aria-labelledby={`${id}-name`} className="flex flex-col" data-token-id={row.tokenId}>
      <CardHeader className="gap-1 pb-3">
        <div className="flex items-start justify-between gap-2">
          <h2 id={`${id}-name`} className="min-w-0 break-words text-lg font-semibold leading-tight">
            <Link to={`/vehicles/${row.tokenId}`} className="hover:underline">
              {row.name}
            </Link>
          </h2>
          <div className="flex shrink-0 flex-col items-end gap-1">
            <Badge variant={row.status === 'optimal' ? 'default' : 'secondary'}>{STATUS_LABELS[row.status]}</Badge>
            {row.isDemo && <Badge variant="warning">Demo</Badge>}
          </div>
        </div>
        <p className="text-sm text-muted-foreground">
          {model && model !== row.name ? `${model} · ` : ''}
          {VEHICLE_TYPE_LABELS[row.type]}
        </p>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <HealthMeter score={row.healthScore} cap={row.healthCap} size="sm" label="Health" />
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {facts.map(([label, value, className]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className={cn('min-w-0 tabular-nums', className)}>{value}</dd>
            </div>
          ))}
        </dl>
        {row.telemetryError && <p className="text-sm text-warning">Live data unavailable: {row.telemetryError}</p>}
        <Link
          to={`/vehicles/${row.tokenId}`}
          className="mt-auto inline-flex items-center gap-1 self-start text-sm font-medium text-primary hover:underline"
        >
          Open vehicle<span className="sr-only"> {row.name}</span> <ChevronRight className="size-4" aria-hidden />
        </Link>
      </CardContent>
    </Card>
  );
}
