import { Activity, Bell, LogIn, LogOut, Moon, Settings, Sun, User } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { formatIsoDate } from '@shared/format-date';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { SidebarTrigger } from '@/components/ui/sidebar';
import { useCurrentUser, useSignOut } from '@/hooks/use-current-user';
import { useDashboard } from '@/hooks/use-dashboard';
import { useUserTheme } from '@/hooks/use-user-theme';
import { initialsFrom } from '@/lib/initials';
import { toggledTheme } from '@/lib/theme';

function ThemeToggle() {
  const { resolvedTheme, chooseTheme } = useUserTheme();
  const next = toggledTheme(resolvedTheme);
  return (
    <Button variant="ghost" size="icon" className="size-9" aria-label={`Switch to ${next} theme`} onClick={() => chooseTheme(next)}>
      {resolvedTheme === 'dark' ? <Sun aria-hidden /> : <Moon aria-hidden />}
    </Button>
  );
}

function AlertsMenu({ signedIn }: { signedIn: boolean }) {
  const { data } = useDashboard({ enabled: signedIn });
  const alerts = (data?.vehicles ?? []).flatMap((v) => v.alerts.map((a) => ({ ...a, vehicleName: v.name })));
  const count = alerts.length;
  const label = count === 0 ? 'Alerts, none upcoming' : `Alerts, ${count} upcoming`;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="relative size-9" aria-label={label}>
          <Bell aria-hidden />
          {count > 0 && (
            <span
              className="absolute -right-0.5 -top-0.5 flex min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] font-semibold leading-4 text-destructive-foreground"
              aria-hidden
            >
              {count > 99 ? '99+' : count}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72">
        <DropdownMenuLabel>Upcoming alerts</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {count === 0 ? (
          <p className="px-2 py-3 text-sm text-muted-foreground">
            {signedIn ? 'No upcoming alerts. Upload documents to get reminders.' : 'Sign in to get reminders from your documents.'}
          </p>
        ) : (
          alerts.map((alert) => (
            <DropdownMenuItem key={alert.id} asChild>
              <Link to="/dashboard" className="flex flex-col items-start gap-0.5">
                <span className="text-sm">{alert.alertMessage}</span>
                <span className="text-xs text-muted-foreground">
                  {alert.vehicleName} · {formatIsoDate(alert.alertDate)}
                </span>
              </Link>
            </DropdownMenuItem>
          ))
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function AccountMenu() {
  const { data: me } = useCurrentUser();
  const { signOut, isSigningOut } = useSignOut();
  const navigate = useNavigate();
  const initials = me ? initialsFrom(me.email ?? me.walletAddress) : null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          className="rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
          aria-label={me ? `Account menu for ${me.email ?? me.walletAddress}` : 'Account menu'}
        >
          <Avatar className="size-9">
            <AvatarFallback className="bg-gradient-hero text-white">{me ? initials : <User className="size-4" aria-hidden />}</AvatarFallback>
          </Avatar>
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="truncate font-normal">
          {me ? (
            <>
              <span className="block text-sm font-medium">{me.email ?? 'Signed in'}</span>
              <span className="block truncate text-xs text-muted-foreground">{me.walletAddress}</span>
            </>
          ) : (
            'Not signed in'
          )}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void navigate('/settings')}>
          <Settings aria-hidden /> Settings
        </DropdownMenuItem>
        {me ? (
          <DropdownMenuItem disabled={isSigningOut} onSelect={signOut}>
            <LogOut aria-hidden /> Sign out
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem onSelect={() => void navigate('/auth/login')}>
            <LogIn aria-hidden /> Sign in
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export function TopBar() {
  const { data: me } = useCurrentUser();
  return (
    <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b bg-background/85 px-3 backdrop-blur sm:px-4">
      <SidebarTrigger />
      <Link
        to="/dashboard"
        className="flex items-center gap-2 rounded-md font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-label="DriveWise dashboard"
      >
        <span className="bg-gradient-hero flex size-7 items-center justify-center rounded-lg text-white" aria-hidden>
          <Activity className="size-4" />
        </span>
        <span>DriveWise</span>
      </Link>
      <div className="ml-auto flex items-center gap-1">
        <ThemeToggle />
        <AlertsMenu signedIn={Boolean(me)} />
        <AccountMenu />
      </div>
    </header>
  );
}
