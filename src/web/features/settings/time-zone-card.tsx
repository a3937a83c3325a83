import { Globe } from 'lucide-react';
import { useId, useMemo } from 'react';
import { deviceTimeZone } from '@shared/time-zone';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useUpdateSettings } from '@/hooks/use-update-settings';

/** Every zone the browser knows ("Europe/Paris"), the owner's own listed even if it does not. */
function zoneList(current: string | null): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set(['UTC', ...known]);
  if (current) zones.add(current);
  return [...zones].sort((a, b) => a.localeCompare(b));
}

/** The zone the owner's days are counted in: reported by the browser at first, changeable here. */
export function TimeZoneCard({ timeZone }: { timeZone: string | null }) {
  const id = useId();
  const update = useUpdateSettings();
  const zones = useMemo(() => zoneList(timeZone), [timeZone]);
  const device = deviceTimeZone();
  const value = update.isPending && update.variables?.timeZone ? update.variables.timeZone : timeZone;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Globe className="size-5 text-primary" aria-hidden /> Time zone
        </CardTitle>
        <CardDescription>
          Today, this week, the last 7 days and day names are counted in this zone: on the dashboard, in reminders, trips, spending and the assistant&apos;s answers.
          {!timeZone && ' Until one is set, your car’s location decides.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="space-y-1.5">
          <Label htmlFor={id}>Your time zone</Label>
          <NativeSelect id={id} value={value ?? ''} disabled={update.isPending} onChange={(e) => e.target.value && update.mutate({ timeZone: e.target.value })}>
            {!value && <option value="">Not set</option>}
            {zones.map((z) => (
              <option key={z} value={z}>
                {z.replaceAll('_', ' ')}
              </option>
            ))}
          </NativeSelect>
        </div>
        {device && device !== value && (
          <Button type="button" variant="outline" size="sm" disabled={update.isPending} onClick={() => update.mutate({ timeZone: device })}>
            Use this device&apos;s zone ({device.replaceAll('_', ' ')})
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
