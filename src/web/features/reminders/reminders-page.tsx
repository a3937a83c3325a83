import { BellRing, LogIn, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useDue, useReminders } from './api';
import { AddReminderForm } from './components/add-reminder-form';
import { DueList } from './components/due-list';
import { ReminderList } from './components/reminder-list';
import { groupReminders } from './reminder-display';

/** /reminders: everything due on the owner's vehicles, overdue first, with the history of what was done. */
export default function RemindersPage() {
  const { data: me, isPending: mePending } = useCurrentUser();
  const reminders = useReminders({ includeClosed: true }, { enabled: Boolean(me) });
  const due = useDue({}, { enabled: Boolean(me) });
  const items = due.data ?? [];
  const dueNow = items.filter((d) => d.dueNow);
  const upcoming = items.filter((d) => !d.dueNow && (d.urgency === 'upcoming' || d.urgency === 'waiting'));
  const snoozed = items.filter((d) => d.urgency === 'snoozed');
  const [adding, setAdding] = useState(false);
  const unit = me?.distanceUnit ?? 'km';
  const groups = groupReminders(reminders.data ?? []);

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 p-4 sm:p-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1">
          <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight sm:text-3xl">
            <BellRing className="size-7 text-primary" aria-hidden /> Reminders
          </h1>
          <p className="text-muted-foreground">What is due next on your vehicles, by date and by distance from the car&apos;s own odometer.</p>
        </div>
        {me && (
          <Button variant={adding ? 'outline' : 'default'} onClick={() => setAdding((a) => !a)} aria-expanded={adding}>
            <Plus aria-hidden /> {adding ? 'Close' : 'New reminder'}
          </Button>
        )}
      </header>

      {mePending ? (
        <Skeleton className="h-40 w-full" />
      ) : !me ? (
        <div className="rounded-lg border border-dashed p-6 text-center">
          <p className="mb-3 text-muted-foreground">Sign in to keep reminders for your vehicles.</p>
          <Button asChild variant="hero">
            <Link to="/auth/login">
              <LogIn aria-hidden /> Sign in
            </Link>
          </Button>
        </div>
      ) : (
        <>
          {adding && <AddReminderForm unit={unit} onDone={() => setAdding(false)} />}
          {reminders.isPending || due.isPending ? (
            <Skeleton className="h-40 w-full" />
          ) : reminders.isError || due.isError ? (
            <p role="alert" className="text-destructive">
              Could not load reminders: {(reminders.error ?? due.error)?.message}
            </p>
          ) : (
            <>
              <section aria-labelledby="due-heading" className="space-y-2">
                <h2 id="due-heading" className="text-lg font-semibold">
                  Due now
                </h2>
                {dueNow.length === 0 ? <p className="text-sm text-muted-foreground">Nothing is due. Well kept!</p> : <DueList label="Due now" items={dueNow} reminders={reminders.data ?? []} unit={unit} />}
              </section>
              <section aria-labelledby="upcoming-heading" className="space-y-2">
                <h2 id="upcoming-heading" className="text-lg font-semibold">
                  Upcoming
                </h2>
                {upcoming.length === 0 ? (
                  <p className="text-sm text-muted-foreground">No upcoming reminders. Upload a registration or a service invoice, or add one.</p>
                ) : (
                  <DueList label="Upcoming" items={upcoming} reminders={reminders.data ?? []} unit={unit} />
                )}
              </section>
              {snoozed.length > 0 && (
                <section aria-labelledby="snoozed-heading" className="space-y-2">
                  <h2 id="snoozed-heading" className="text-lg font-semibold">
                    Snoozed
                  </h2>
                  <DueList label="Snoozed" items={snoozed} reminders={reminders.data ?? []} unit={unit} />
                </section>
              )}
              {groups.history.length > 0 && (
                <section aria-labelledby="history-heading" className="space-y-2">
                  <h2 id="history-heading" className="text-lg font-semibold">
                    History
                  </h2>
                  <ReminderList label="History" reminders={groups.history} unit={unit} />
                </section>
              )}
            </>
          )}
        </>
      )}
    </div>
  );
}
