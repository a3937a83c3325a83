import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle, FileText, RefreshCw } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useTRPC } from '@/lib/trpc';
import { useDashboard } from '@/hooks/use-dashboard';
import { useRefreshDashboard } from './api';
import { AnalysisResultsPanel } from './components/analysis-results-panel';
import { ATTESTATION_TEST_INFO, DevToolTab, MCP_TEST_INFO } from './components/dev-tool-tab';
import { VehicleCard } from './components/vehicle-card';
import { DASHBOARD_TAB_LABELS, DASHBOARD_TABS, hrefForTab, selectDocumentVehicle, tabFromLocation, type DashboardTab } from './dashboard-tabs';
import { createFallbackDashboard } from '@shared/api/demo-dashboard';

const DocumentPanel = lazy(async () => ({ default: (await import('@/features/documents/document-panel')).DocumentPanel }));
const DueNextSection = lazy(async () => ({ default: (await import('@/features/reminders/due-next-section')).DueNextSection }));
const McpTestPanel = lazy(async () => ({ default: (await import('@/features/dev-tools/mcp-test-panel')).McpTestPanel }));
const AttestationTestPanel = lazy(async () => ({ default: (await import('@/features/dev-tools/attestation-test-panel')).AttestationTestPanel }));

export const DEMO_SUBTITLE = 'Demo Mode - Sign in to see your real vehicles';
export const CONNECTED_SUBTITLE = 'Connected to the provider';
export const LOAD_ERROR_TEXT = 'Failed to load vehicles. Using mock data as fallback.';
const DOCUMENTS_INTRO =
  'Upload car registration documents and oil change receipts to automatically extract vehicle information and maintenance schedules';

function vehicleCountText(n: number): string {
  return n === 1 ? '1 vehicle' : `${n} vehicles`;
}

export default function DashboardPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const tab = tabFromLocation(location.pathname, searchParams);

  const { data: me, isPending: mePending } = useCurrentUser();
  const unit = me?.distanceUnit ?? 'km';
  const dashboard = useDashboard();
  const { refresh, isRefreshing, refreshedAt } = useRefreshDashboard();

  const loadFailed = dashboard.isError;
  const shown = loadFailed ? createFallbackDashboard() : dashboard.data;
  const vehicles = shown?.vehicles ?? [];
  const isDemo = shown?.demo ?? !me;
  const documentVehicle = selectDocumentVehicle(vehicles, searchParams);

  // The panel announces the document itself; a second toast here would show two per document.
  const onDocumentProcessed = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.vehicles.dashboard.queryKey() });
  };

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 p-4 sm:p-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{tab === 'documents' ? 'Document Upload' : 'Vehicle Dashboard'}</h1>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            {!mePending && (
              <p className="flex items-center gap-2">
                {me ? (
                  <>
                    <span className="size-2 rounded-full bg-success" aria-hidden /> {CONNECTED_SUBTITLE}
                  </>
                ) : (
                  DEMO_SUBTITLE
                )}
              </p>
            )}
            {isDemo && shown && (
              <Badge variant="warning">Demo</Badge>
            )}
            {shown && (
              <span>
                <span aria-hidden>· </span>
                {vehicleCountText(vehicles.length)}
              </span>
            )}
          </div>
        </div>
        <Button variant="outline" onClick={() => void refresh()} disabled={isRefreshing || dashboard.isPending} className="self-start">
          <RefreshCw className={isRefreshing ? 'animate-spin' : undefined} aria-hidden />
          {isRefreshing ? 'Refreshing…' : 'Refresh'}
        </Button>
      </header>

      <Tabs value={tab} onValueChange={(next) => void navigate(hrefForTab(next as DashboardTab, searchParams))}>
        <div>
          <TabsList aria-label="Dashboard sections" className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:h-10 sm:w-auto">
            {DASHBOARD_TABS.map((t) => (
              <TabsTrigger key={t} value={t}>
                {DASHBOARD_TAB_LABELS[t]}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>

        <TabsContent value="vehicles" className="space-y-6">
          {loadFailed && (
            <div role="alert" className="flex items-start gap-2 rounded-lg border border-destructive/50 bg-destructive/10 p-3 text-sm">
              <AlertCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
              <span>{LOAD_ERROR_TEXT}</span>
            </div>
          )}
          {dashboard.isPending ? (
            <div className="space-y-4" role="status">
              <p className="text-muted-foreground">Loading your vehicles...</p>
              <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                <Skeleton className="h-96" />
                <Skeleton className="hidden h-96 md:block" />
                <Skeleton className="hidden h-96 xl:block" />
              </div>
            </div>
          ) : (
            <>
              {me && !isDemo && (
                <Suspense fallback={<Skeleton className="h-24 w-full" />}>
                  <DueNextSection unit={unit} />
                </Suspense>
              )}
              {vehicles.length === 0 ? (
                <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
                  No vehicles shared yet. Sign in again and share a vehicle to see it here.
                </p>
              ) : (
                <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                  {vehicles.map((vehicle) => (
                    <VehicleCard key={vehicle.tokenId} vehicle={vehicle} unit={unit} />
                  ))}
                </div>
              )}
              <AnalysisResultsPanel vehicles={vehicles} refreshedAt={refreshedAt} />
            </>
          )}
        </TabsContent>

        <TabsContent value="documents" className="space-y-4">
          <p className="flex items-start gap-2 text-muted-foreground">
            <FileText className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            {DOCUMENTS_INTRO}
          </p>
          <Suspense fallback={<Skeleton className="h-64 w-full" />}>
            <DocumentPanel
              vehicleId={documentVehicle && !documentVehicle.isDemo ? documentVehicle.id : undefined}
              tokenId={documentVehicle?.tokenId}
              onProcessed={onDocumentProcessed}
            />
          </Suspense>
        </TabsContent>

        <TabsContent value="mcp-test">
          <DevToolTab {...MCP_TEST_INFO} signedIn={Boolean(me)}>
            <Suspense fallback={<Skeleton className="h-40 w-full" />}>
              <McpTestPanel signedIn={Boolean(me)} />
            </Suspense>
          </DevToolTab>
        </TabsContent>
        <TabsContent value="attestation-test">
          <DevToolTab {...ATTESTATION_TEST_INFO} signedIn={Boolean(me)}>
            <Suspense fallback={<Skeleton className="h-40 w-full" />}>
              <AttestationTestPanel />
            </Suspense>
          </DevToolTab>
        </TabsContent>
      </Tabs>
    </div>
  );
}
