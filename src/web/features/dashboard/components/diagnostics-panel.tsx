import { Gauge } from 'lucide-react';
import type { DashboardVehicle } from '@shared/api/vehicles';
import type { DistanceUnit } from '@shared/units';
import { TroubleCodeList } from './trouble-code-list';
import { buildDiagnosticRows } from '../vehicle-display';
import { cn } from '@/lib/utils';

export interface DiagnosticsPanelProps {
  vehicle: Pick<DashboardVehicle, 'latest' | 'troubleCodes' | 'coverage' | 'reporting'>;
  unit: DistanceUnit;
  headingId: string;
}

export function DiagnosticsPanel({ vehicle, unit, headingId }: DiagnosticsPanelProps) {
  const rows = buildDiagnosticRows(vehicle.latest, unit, vehicle.coverage);
  return (
    <section aria-labelledby={headingId} className="@container rounded-lg border bg-muted/40 p-3">
      <h4 id={headingId} className="mb-2 flex items-center gap-1.5 text-sm font-semibold">
        <Gauge className="size-4 text-primary" aria-hidden /> Diagnostic &amp; Engine
      </h4>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm @md:grid-cols-2">
        {rows.map((row) => (
          <div key={row.key} className="flex items-baseline justify-between gap-2">
            <dt className="text-muted-foreground">{row.label}</dt>
            <dd className={cn('text-right font-medium tabular-nums', row.missing && 'font-normal italic text-muted-foreground')}>{row.value}</dd>
          </div>
        ))}
      </dl>
      <TroubleCodeList codes={vehicle.troubleCodes} reported={vehicle.reporting.troubleCodes === 'reported'} />
    </section>
  );
}
