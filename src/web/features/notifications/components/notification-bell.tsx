import { Bell, CircleAlert, Clock, Siren } from 'lucide-react';
import { Link } from 'react-router';
import type { NotificationView } from '@shared/api/notifications';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';
import { useTRPC } from '@/lib/trpc';
import { useQuery } from '@tanstack/react-query';
import { useLiveNotifications, useMarkNotificationsRead, useNotificationFeed } from '../api';
import { describeDueWhen } from '@shared/due-text';
import { useCurrentUser } from '@/hooks/use-current-user';

const DUE_SHOWN = 5;
const RECENT_SHOWN = 6;

function timeAgo(iso: string): string {
  const minutes = Math.round((Date.now() - Date.parse(iso)) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return `${Math.round(hours / 24)} d ago`;
}

function NotificationIcon({ n }: { n: NotificationView }) {
  const Icon = n.kind === 'vehicle_alert' ? Siren : n.severity === 'critical' ? CircleAlert : Clock;
  return <Icon className={cn('mt-0.5 size-4 shrink-0', n.severity === 'critical' ? 'text-destructive' : n.severity === 'warning' ? 'text-warning' : 'text-muted-foreground')} aria-hidden />;
}

/** The top bar's bell: unread count, what is due, recent notifications (vehicle alerts too); live without a reload. */
export function NotificationBell({ signedIn }: { signedIn: boolean }) {
  const trpc = useTRPC();
  const { data: me } = useCurrentUser();
  const feed = useNotificationFeed({ enabled: signedIn });
  useLiveNotifications({ enabled: signedIn });
  const due = useQuery({ ...trpc.facts.due.queryOptions({}), enabled: signedIn });
  const markRead = useMarkNotificationsRead();
  const unread = feed.data?.unread ?? 0;
  const dueNow = (due.data ?? []).filter((d) => d.dueNow);
  const unit = me?.distanceUnit ?? 'km';
  const recent = (feed.data?.items ?? []).slice(0, RECENT_SHOWN);
  const label = unread === 0 ? 'Notifications, none unread' : `Notifications, ${unread} unread`;

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="relative size-9" aria-label={label}>
          <Bell aria-hidden />
          {unread > 0 && (
            <span
              className="absolute -right-0.5 -top-0.5 flex min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] font-semibold leading-4 text-destructive-foreground"
              aria-hidden
              data-testid="bell-count"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80">
        {!signedIn ? (
          <p className="px-2 py-3 text-sm text-muted-foreground">Sign in to get reminders and alerts for your vehicles.</p>
        ) : (
          <>
            <DropdownMenuLabel>What&apos;s due</DropdownMenuLabel>
            {dueNow.length === 0 ? (
              <p className="px-2 pb-2 text-sm text-muted-foreground">Nothing due right now.</p>
            ) : (
              dueNow.slice(0, DUE_SHOWN).map((d) => (
                <DropdownMenuItem key={`${d.vehicleId}:${d.key}`} asChild>
                  <Link to="/reminders" className="flex flex-col items-start gap-0.5">
                    <span className={cn('text-sm font-medium', d.urgency === 'overdue' && 'text-destructive')}>
                      {d.urgency === 'overdue' ? 'Overdue: ' : 'Due soon: '}
                      {d.label} · {d.vehicleName}
                    </span>
                    <span className="text-xs text-muted-foreground">{describeDueWhen(d, unit)}</span>
                  </Link>
                </DropdownMenuItem>
              ))
            )}
            <DropdownMenuSeparator />
            <DropdownMenuLabel>Recent</DropdownMenuLabel>
            {unread > 0 && (
              <DropdownMenuItem
                className="text-xs font-medium text-primary"
                onSelect={(e) => {
                  e.preventDefault();
                  markRead.mutate({});
                }}
              >
                Mark all read
              </DropdownMenuItem>
            )}
            {recent.length === 0 ? (
              <p className="px-2 pb-2 text-sm text-muted-foreground">No notifications yet.</p>
            ) : (
              recent.map((n) => (
                <DropdownMenuItem key={n.id} asChild onSelect={() => !n.read && markRead.mutate({ ids: [n.id] })}>
                  <Link to={n.link} className="flex items-start gap-2">
                    <NotificationIcon n={n} />
                    <span className="flex min-w-0 flex-col">
                      <span className={cn('text-sm', !n.read && 'font-semibold')}>{n.title}</span>
                      <span className="text-xs text-muted-foreground">
                        {!n.read && <span className="sr-only">Unread. </span>}
                        {timeAgo(n.createdAt)}
                      </span>
                    </span>
                  </Link>
                </DropdownMenuItem>
              ))
            )}
            <DropdownMenuSeparator />
            <DropdownMenuItem asChild>
              <Link to="/reminders">All reminders</Link>
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
