import { Activity, LogIn, LogOut, Moon, Settings, Sun, User } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
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
import { useUserTheme } from '@/hooks/use-user-theme';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
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

function AccountMenu() {
  const { data: me } = useCurrentUser();
  const { signOut, isSigningOut } = useSignOut();
  const navigate = useNavigate();
  const initials = me ? initialsFrom(me.email ?? me.walletAddress) : null;
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          className="rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
          // The initials are the button's visible text, so its name starts with them (voice control: "click JD").
          aria-label={me ? `${initials}: account menu for ${me.email ?? me.walletAddress}` : 'Account menu'}
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
        <NotificationBell signedIn={Boolean(me)} />
        <AccountMenu />
      </div>
    </header>
  );
}
