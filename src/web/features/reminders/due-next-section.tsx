import { ArrowRight, BellRing } from 'lucide-react';
import { Link } from 'react-router';
import type { DistanceUnit } from '@shared/units';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useReminders } from './api';
import { ReminderList } from './components/reminder-list';

const SHOWN = 5;

/** The dashboard's "Due next": the owner's open reminders, overdue first, with their actions. */
export function DueNextSection({ unit }: { unit: DistanceUnit }) {
  const reminders = useReminders();
  const open = (reminders.data ?? []).filter((r) => r.state !== 'snoozed');
  return (
    <section aria-labelledby="due-next-heading" className="space-y-3 rounded-xl border bg-card p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="due-next-heading" className="flex items-center gap-2 text-lg font-semibold">
          <BellRing className="size-5 text-primary" aria-hidden /> Due next
        </h2>
        <Button asChild variant="ghost" size="sm">
          <Link to="/reminders">
            All reminders <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
      {reminders.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : open.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing due. Upload a registration or service invoice, or add a reminder.</p>
      ) : (
        <>
          <ReminderList label="Due next" reminders={open.slice(0, SHOWN)} unit={unit} />
          {open.length > SHOWN && <p className="text-sm text-muted-foreground">and {open.length - SHOWN} more on the Reminders page</p>}
        </>
      )}
    </section>
  );
}
