import type { GarageVehicle } from '@shared/api/garage';
import type { DistanceUnit } from '@shared/units';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Badge } from '@/components/ui/badge';
import { buildCarStatusRows } from '../car-status';

/** Locks, doors, charging, oil and warning lamps: only what this car's connection reports; nothing when it reports none. */
export function CarStatusCard({ vehicle, unit }: { vehicle: GarageVehicle; unit: DistanceUnit }) {
  const rows = buildCarStatusRows(vehicle, unit);
  if (rows.length === 0) return null;
  return (
    <Card>
      <CardHeader className="pb-2">
        <h3 id="car-status-heading" className="text-base font-semibold">
          Car status
        </h3>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {rows.map((row) => (
            <div key={row.key} className="flex items-baseline justify-between gap-2">
              <dt className="text-muted-foreground">{row.label}</dt>
              <dd className="text-right font-medium tabular-nums">{row.attention ? <Badge variant="warning">{row.value}</Badge> : row.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
