import { BatteryCharging, BellRing, Fuel, Gauge, MessageSquare, Plus, WifiOff } from 'lucide-react';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import type { DueItem } from '@shared/api/facts';
import { describeDueWhen } from '@shared/due-text';
import type { DashboardVehicle } from '@shared/api/vehicles';
import type { DistanceUnit } from '@shared/units';
import { STATUS_LABELS } from '@shared/vehicle-status';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { Separator } from '@/components/ui/separator';
import { HealthMeter } from '@/components/health-meter';
import { saveActiveVehicle } from '@/lib/active-vehicle';
import { bandStyleFor } from '@/lib/health-style';
import { cn } from '@/lib/utils';
import { DiagnosticsPanel } from './diagnostics-panel';
import { HistorySection } from './history-section';
import { VehicleAnalysisSummary } from './vehicle-analysis-summary';
import { VehicleDocuments } from './vehicle-documents';
import { chatHref, documentsHref } from '../vehicle-links';
import { describeMissing, describeVehicle, formatLevel, formatOdometer, levelLabelFor, VEHICLE_TYPE_LABELS } from '../vehicle-display';

export interface VehicleCardProps {
  vehicle: DashboardVehicle;
  unit: DistanceUnit;
}

/** The vehicle's most pressing reminder, with its date and distance; overdue in red. */
function NextDueLine({ nextDue, unit }: { nextDue: DueItem; unit: DistanceUnit }) {
  const overdue = nextDue.urgency === 'overdue';
  return (
    <Link
      to="/reminders"
      className={cn(
        'flex items-start gap-2 rounded-md border p-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring',
        overdue ? 'border-destructive/60 bg-destructive/10 text-destructive' : nextDue.urgency === 'due_soon' ? 'border-warning/60 bg-warning/10' : 'bg-muted/40',
      )}
    >
      <BellRing className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        <span className="font-medium">
          {overdue ? 'Overdue' : 'Next due'}: {nextDue.label}
        </span>{' '}
        <span className={overdue ? undefined : 'text-muted-foreground'}>· {describeDueWhen(nextDue, unit)}</span>
      </span>
    </Link>
  );
}

export function VehicleCard({ vehicle, unit }: VehicleCardProps) {
  const navigate = useNavigate();
  const id = useId();
  const band = bandStyleFor(vehicle.healthScore);
  const levelLabel = levelLabelFor(vehicle);
  const LevelIcon = levelLabel.startsWith('Battery') ? BatteryCharging : Fuel;
  const description = describeVehicle(vehicle);
  const subtitle = description && description !== vehicle.name ? description : null;
  const missingLevel = describeMissing(levelLabel.startsWith('Battery') ? 'powertrainTractionBatteryStateOfChargeCurrent' : 'powertrainFuelSystemRelativeLevel', vehicle.coverage, vehicle.latest);

  const askAi = () => {
    saveActiveVehicle(vehicle.tokenId); // without storage, the token id in the address still selects the vehicle
    void navigate(chatHref(vehicle.tokenId));
  };

  return (
    <Card className="flex flex-col" role="article" aria-labelledby={`${id}-name`} data-token-id={vehicle.tokenId}>
      <CardHeader className="gap-2 pb-3">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={`${id}-name`} className="break-words text-lg font-semibold leading-tight">
              <Link to={`/vehicles/${vehicle.tokenId}`} className="hover:underline">
                {vehicle.name}
              </Link>
            </h3>
            <p className="text-sm text-muted-foreground">
              {subtitle && (
                <>
                  {subtitle}
                  <span aria-hidden> · </span>
                </>
              )}
              <span>{VEHICLE_TYPE_LABELS[vehicle.type]}</span>
            </p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1">
            <Badge variant={vehicle.status === 'optimal' ? 'default' : 'secondary'}>
              <span className={cn('size-2 rounded-full', band.dot)} aria-hidden />
              {STATUS_LABELS[vehicle.status]}
            </Badge>
            {vehicle.isDemo && (
              <Badge variant="warning">Demo</Badge>
            )}
          </div>
        </div>
        <HealthMeter score={vehicle.healthScore} cap={vehicle.healthCap} />
      </CardHeader>

      <CardContent className="flex flex-1 flex-col gap-4">
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div className="rounded-lg bg-muted/50 p-2.5">
            <dt className="flex items-center gap-1.5 text-muted-foreground">
              <LevelIcon className="size-4" aria-hidden /> {levelLabel}
            </dt>
            <dd className={cn('mt-0.5 text-lg font-semibold tabular-nums', vehicle.level.percent === null && 'text-base font-normal italic text-muted-foreground')}>
              {formatLevel(vehicle.level.percent, missingLevel)}
            </dd>
          </div>
          <div className="rounded-lg bg-muted/50 p-2.5">
            <dt className="flex items-center gap-1.5 text-muted-foreground">
              <Gauge className="size-4" aria-hidden /> Odometer
            </dt>
            <dd className={cn('mt-0.5 text-lg font-semibold tabular-nums', vehicle.odometerKm === null && 'text-base font-normal italic text-muted-foreground')}>
              {formatOdometer(vehicle.odometerKm, unit, describeMissing('powertrainTransmissionTravelledDistance', vehicle.coverage, vehicle.latest))}
            </dd>
          </div>
        </dl>

        {vehicle.nextDue && <NextDueLine nextDue={vehicle.nextDue} unit={unit} />}

        {vehicle.telemetryError && (
          <p role="status" className="flex items-start gap-2 rounded-md border border-warning/50 bg-warning/10 p-2 text-sm">
            <WifiOff className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
            <span>Live data unavailable: {vehicle.telemetryError}</span>
          </p>
        )}

        <DiagnosticsPanel vehicle={vehicle} unit={unit} headingId={`${id}-diag`} />
        <HistorySection vehicle={vehicle} unit={unit} headingId={`${id}-history`} />
        <Separator />
        <VehicleAnalysisSummary tokenId={vehicle.tokenId} isDemo={vehicle.isDemo} headingId={`${id}-analysis`} />
        <VehicleDocuments vehicle={vehicle} headingId={`${id}-docs`} />
      </CardContent>

      <CardFooter className="gap-2">
        <Button variant="ai" className="flex-1" onClick={askAi}>
          <MessageSquare aria-hidden /> Ask AI
        </Button>
        <Button variant="outline" onClick={() => void navigate(documentsHref(vehicle))} aria-label={`Add document for ${vehicle.name}`}>
          <Plus aria-hidden /> Add
        </Button>
      </CardFooter>
    </Card>
  );
}
