import { ArrowRight, BellRing } from 'lucide-react';
import { Link } from 'react-router';
import type { DistanceUnit } from '@shared/units';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useDue, useReminders } from './api';
import { DueList } from './components/due-list';

const SHOWN = 5;

/** The dashboard's "Due next": everything due on the owner's vehicles, from every source, most urgent first. */
export function DueNextSection({ unit }: { unit: DistanceUnit }) {
  const due = useDue();
  const reminders = useReminders();
  const open = (due.data ?? []).filter((d) => d.urgency !== 'snoozed');
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
      {/* both, so an item with a reminder behind it is drawn once, with its actions, not swapped in later */}
      {due.isPending || reminders.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : due.isError ? (
        <p role="alert" className="text-sm text-destructive">Could not load what is due: {due.error.message}</p>
      ) : open.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing due. Upload a registration or service invoice, or add a reminder.</p>
      ) : (
        <>
          <DueList label="Due next" items={open.slice(0, SHOWN)} reminders={reminders.data ?? []} unit={unit} />
          {open.length > SHOWN && <p className="text-sm text-muted-foreground">and {open.length - SHOWN} more on the Reminders page</p>}
        </>
      )}
    </section>
  );
}
