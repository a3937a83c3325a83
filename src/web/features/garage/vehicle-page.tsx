import { ArrowLeft, BarChart3, BatteryCharging, MessageSquare } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { SignInNote } from '@/components/page-notes';
import { formatDistance } from '@shared/units';
import { STATUS_LABELS } from '@shared/vehicle-status';
import { NotFoundPage } from '@/app/not-found-page';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCurrentUser } from '@/hooks/use-current-user';
import { saveActiveVehicle } from '@/lib/active-vehicle';
import { useGarageVehicle } from './api';
import { AlertsList } from './components/alerts-list';
import { OverviewTab } from './components/overview-tab';
import { TripsTab } from './components/trips-tab';
import { describeModel, VEHICLE_TYPE_LABELS } from './garage-display';
import { tabFromParam, VEHICLE_TAB_LABELS, VEHICLE_TABS } from './vehicle-tabs';
import { DocumentFactsCard } from '@/features/documents/components/document-facts-card';
import { useUrlParams } from '@/hooks/use-url-params';

const ServiceLogPanel = lazy(() => import('@/features/service-log/service-log-panel'));
const VehicleRemindersPanel = lazy(() => import('@/features/reminders/vehicle-reminders-panel'));
const DocumentPanel = lazy(async () => ({ default: (await import('@/features/documents/document-panel')).DocumentPanel }));

/** Token ids in the address are used only when numeric (SPEC 5) and within the provider's 32-bit range. */
function readTokenId(text: string | undefined): number | null {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}

export default function VehiclePage() {
  const tokenId = readTokenId(useParams().tokenId);
  if (tokenId === null) return <NotFoundPage embedded />;
  return <VehicleScreen tokenId={tokenId} />;
}

/** One vehicle: overview, service log, reminders, documents, trips. Not the owner's (or unknown): the not-found screen. */
function VehicleScreen({ tokenId }: { tokenId: number }) {
  const [params, changeParams] = useUrlParams();
  const tab = tabFromParam(params.get('tab'));
  const me = useCurrentUser();
  const unit = me.data?.distanceUnit ?? 'km';
  const vehicle = useGarageVehicle(tokenId);

  if (vehicle.isPending) {
    return (
      <div className="mx-auto w-full max-w-7xl space-y-4 p-4 sm:p-6">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (vehicle.error) {
    if (vehicle.error.data?.code === 'NOT_FOUND') return <NotFoundPage embedded />;
    return (
      <p role="alert" className="m-6 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
        {vehicle.error.message}
      </p>
    );
  }
  const v = vehicle.data;
  const model = describeModel(v);
  const selectTab = (next: string) => {
    changeParams({ tab: next });
  };

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 p-4 sm:p-6">
      <Link to="/vehicles" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden /> All vehicles
      </Link>
      <header className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl">{v.name}</h1>
            <Badge variant={v.status === 'optimal' ? 'default' : 'secondary'}>{STATUS_LABELS[v.status]}</Badge>
            {v.isDemo && <Badge variant="warning">Demo</Badge>}
          </div>
          <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
            {[
              ['Model', model ?? '—'],
              ['Type', VEHICLE_TYPE_LABELS[v.type]],
              ['VIN', v.vin ?? '—'],
              ['Plate', v.plate ?? '—'],
              ['Odometer', formatDistance(v.odometerKm, unit)],
            ].map(([label, value]) => (
              <div key={label} className="flex gap-1.5">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className={label === 'VIN' ? 'break-all font-mono text-xs leading-5' : undefined}>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        {!v.isDemo && (
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="ai">
              <Link to={`/ai-chat?tokenId=${v.tokenId}`} onClick={() => saveActiveVehicle(v.tokenId)}>
                <MessageSquare aria-hidden /> Ask AI
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={`/insights?tokenId=${v.tokenId}`}>
                <BarChart3 aria-hidden /> Insights
              </Link>
            </Button>
            {v.chargeable && (
              <Button asChild variant="outline">
                <Link to={`/charging?tokenId=${v.tokenId}`}>
                  <BatteryCharging aria-hidden /> Charging
                </Link>
              </Button>
            )}
          </div>
        )}
      </header>

      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList aria-label="Vehicle sections" className="h-auto w-full flex-wrap justify-start gap-1 sm:w-auto">
          {VEHICLE_TABS.map((t) => (
            <TabsTrigger key={t} value={t}>
              {VEHICLE_TAB_LABELS[t]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab vehicle={v} unit={unit} />
        </TabsContent>
        <TabsContent value="service">
          {v.isDemo ? <SignInNote>to keep a service log for your own vehicles.</SignInNote> : (
            <Suspense fallback={<Skeleton className="h-64 w-full" />}>
              <ServiceLogPanel tokenId={v.tokenId} unit={unit} />
            </Suspense>
          )}
        </TabsContent>
        <TabsContent value="reminders" className="space-y-4">
          {!v.isDemo && (
            <Suspense fallback={<Skeleton className="h-32 w-full" />}>
              <VehicleRemindersPanel vehicleId={v.id} tokenId={v.tokenId} unit={unit} />
            </Suspense>
          )}
          <AlertsList vehicle={v} unit={unit} />
        </TabsContent>
        <TabsContent value="documents" className="space-y-4">
          {!v.isDemo && <DocumentFactsCard tokenId={v.tokenId} unit={unit} />}
          <Suspense fallback={<Skeleton className="h-64 w-full" />}>
            <DocumentPanel vehicleId={v.isDemo ? undefined : v.id} tokenId={v.tokenId} />
          </Suspense>
        </TabsContent>
        <TabsContent value="trips">
          <TripsTab vehicle={v} unit={unit} />
        </TabsContent>
      </Tabs>
    </div>
  );
}


