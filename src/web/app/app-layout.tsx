import { Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useReportTimeZone } from '@/hooks/use-report-time-zone';
import { isDemoVisit, signInPathFor } from '@/lib/sign-in-return';
import { SidebarInset, SidebarProvider } from '@/components/ui/sidebar';
import { AppSidebar } from './app-sidebar';
import { TopBar } from './top-bar';

/** The page shell: a skip link, collapsible sidebar (a drawer on phones), top bar, and the screen. */
export default function AppLayout() {
  const me = useCurrentUser();
  const location = useLocation();
  useReportTimeZone();
  // A signed-out visit signs in first and comes back here, unless the visitor chose the demo car.
  if (me.isSuccess && !me.data && !isDemoVisit(location.search)) {
    return <Navigate to={signInPathFor(`${location.pathname}${location.search}`)} replace />;
  }
  return (
    <SidebarProvider>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-background px-3 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:outline-none focus:ring-2 focus:ring-ring"
      >
        Skip to main content
      </a>
      <AppSidebar />
      <SidebarInset>
        <TopBar />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <Outlet />
        </main>
      </SidebarInset>
    </SidebarProvider>
  );
}
