import { LogIn, LogOut, Monitor, Moon, Ruler, Sun, User } from 'lucide-react';
import { Link } from 'react-router';
import type { UserSettings } from '@shared/api/vehicles';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { McpAccessCard } from './mcp-access-card';
import { SharingCard } from './sharing-card';
import { TimeZoneCard } from './time-zone-card';
import { NotificationSettingsCard } from '@/features/notifications/components/notification-settings-card';
import { DrivingCostsCard } from '@/features/trips/components/driving-costs-card';
import { PlacesCard } from '@/features/trips/components/places-card';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser, useSignOut, useSignOutEverywhere } from '@/hooks/use-current-user';
import { Switch } from '@/components/ui/switch';
import { useId, useState } from 'react';
import { useUpdateSettings } from '@/hooks/use-update-settings';
import { useUserTheme } from '@/hooks/use-user-theme';
import { parseThemePreference } from '@/lib/theme';

const UNIT_OPTIONS: { value: UserSettings['distanceUnit']; label: string; hint: string }[] = [
  { value: 'km', label: 'Kilometres', hint: 'km, km/h' },
  { value: 'mi', label: 'Miles', hint: 'mi, mph' },
];

const THEME_OPTIONS = [
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
  { value: 'system', label: 'System', icon: Monitor },
] as const;

function OptionRow({ id, value, label, hint, icon: Icon }: { id: string; value: string; label: string; hint?: string; icon?: typeof Sun }) {
  return (
    <Label
      htmlFor={id}
      className="flex cursor-pointer items-center gap-3 rounded-lg border p-3 font-normal has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
    >
      <RadioGroupItem id={id} value={value} />
      {Icon && <Icon className="size-4 text-muted-foreground" aria-hidden />}
      <span className="font-medium">{label}</span>
      {hint && <span className="ml-auto text-xs text-muted-foreground">{hint}</span>}
    </Label>
  );
}

function UnitsCard({ unit }: { unit: UserSettings['distanceUnit'] }) {
  const update = useUpdateSettings();
  const value = update.isPending && update.variables?.distanceUnit ? update.variables.distanceUnit : unit;
  return (
    <Card>
      <CardHeader>
        <CardTitle id="units-title" className="flex items-center gap-2">
          <Ruler className="size-5 text-primary" aria-hidden /> Units
        </CardTitle>
        <CardDescription>Distances and speeds across the app. The provider reports kilometres; 1 km = 0.621371 mi.</CardDescription>
      </CardHeader>
      <CardContent>
        <RadioGroup
          aria-labelledby="units-title"
          value={value}
          onValueChange={(next) => update.mutate({ distanceUnit: next as UserSettings['distanceUnit'] })}
          className="sm:grid-cols-2"
        >
          {UNIT_OPTIONS.map((o) => (
            <OptionRow key={o.value} id={`unit-${o.value}`} value={o.value} label={o.label} hint={o.hint} />
          ))}
        </RadioGroup>
      </CardContent>
    </Card>
  );
}

function ThemeCard({ signedIn }: { signedIn: boolean }) {
  const { theme, chooseTheme } = useUserTheme();
  return (
    <Card>
      <CardHeader>
        <CardTitle id="theme-title" className="flex items-center gap-2">
          <Sun className="size-5 text-primary" aria-hidden /> Theme
        </CardTitle>
        <CardDescription>
          {signedIn ? 'Applies at once and follows you to other browsers.' : 'Applies at once on this browser.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <RadioGroup aria-labelledby="theme-title" value={theme} onValueChange={(next) => chooseTheme(parseThemePreference(next))} className="sm:grid-cols-3">
          {THEME_OPTIONS.map((o) => (
            <OptionRow key={o.value} id={`theme-${o.value}`} value={o.value} label={o.label} icon={o.icon} />
          ))}
        </RadioGroup>
      </CardContent>
    </Card>
  );
}

function SignOutEverywhere() {
  const { signOutEverywhere, isSigningOutEverywhere } = useSignOutEverywhere();
  const [alsoTokens, setAlsoTokens] = useState(false);
  const [alsoCalendar, setAlsoCalendar] = useState(false);
  const switchId = useId();
  const calendarSwitchId = useId();
  return (
    <div className="space-y-2 border-t pt-4">
      <p className="text-sm text-muted-foreground">
        Ends your sessions on every browser, this one too. AI clients with an access token and calendar apps subscribed to your feed keep working unless you end them as well.
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex items-center gap-2">
          <Switch id={switchId} checked={alsoTokens} onCheckedChange={setAlsoTokens} />
          <Label htmlFor={switchId}>Also revoke MCP access tokens</Label>
        </div>
        <div className="flex items-center gap-2">
          <Switch id={calendarSwitchId} checked={alsoCalendar} onCheckedChange={setAlsoCalendar} />
          <Label htmlFor={calendarSwitchId}>Also end the calendar feed</Label>
        </div>
        <Button variant="outline" onClick={() => signOutEverywhere({ revokeMcpTokens: alsoTokens, endCalendarFeed: alsoCalendar })} disabled={isSigningOutEverywhere}>
          <LogOut aria-hidden /> Sign out everywhere
        </Button>
      </div>
    </div>
  );
}

export default function SettingsPage() {
  const { data: me, isPending } = useCurrentUser();
  const { signOut, isSigningOut } = useSignOut();

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 p-4 sm:p-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Settings</h1>
        <p className="text-muted-foreground">Units, time zone, appearance and your account.</p>
      </header>

      {isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : me ? (
        <>
          <UnitsCard unit={me.distanceUnit} />
          <TimeZoneCard timeZone={me.timeZone} />
          <ThemeCard signedIn />
          <NotificationSettingsCard unit={me.distanceUnit} />
          <PlacesCard />
          <DrivingCostsCard />
          <SharingCard />
          <McpAccessCard />
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <User className="size-5 text-primary" aria-hidden /> Account
              </CardTitle>
              <CardDescription>Signed in with your provider account.</CardDescription>
            </CardHeader>
            <CardContent className="space-y-4">
              <dl className="grid gap-2 text-sm">
                <div>
                  <dt className="text-muted-foreground">Email</dt>
                  <dd className="font-medium">{me.email ?? 'no data'}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Wallet address</dt>
                  <dd className="break-all font-mono text-xs">{me.walletAddress}</dd>
                </div>
              </dl>
              <Button variant="destructive" onClick={signOut} disabled={isSigningOut}>
                <LogOut aria-hidden /> Sign out
              </Button>
              <SignOutEverywhere />
            </CardContent>
          </Card>
        </>
      ) : (
        <>
          <Card>
            <CardHeader>
              <CardTitle>Sign in to change your settings</CardTitle>
              <CardDescription>Units and theme are saved to your account once you sign in.</CardDescription>
            </CardHeader>
            <CardContent>
              <Button asChild variant="hero">
                <Link to="/auth/login">
                  <LogIn aria-hidden /> Sign in
                </Link>
              </Button>
            </CardContent>
          </Card>
          <ThemeCard signedIn={false} />
        </>
      )}
    </div>
  );
}
