import { Fuel } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { DrivingSettings } from '@shared/api/places';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useDrivingSettings, useUpdateDrivingSettings } from '../api';

const FIELDS = [
  ['fuelPricePerLitre', 'Fuel price per litre'],
  ['homeKwhPrice', 'Electricity at home, per kWh'],
  ['publicKwhPrice', 'Public charging, per kWh'],
  ['speedLimitKmh', 'Speed limit for your score (km/h)'],
] as const;

type Draft = Record<(typeof FIELDS)[number][0] | 'currency', string>;
const toDraft = (s: DrivingSettings): Draft => ({
  currency: s.currency,
  fuelPricePerLitre: s.fuelPricePerLitre?.toString() ?? '',
  homeKwhPrice: s.homeKwhPrice?.toString() ?? '',
  publicKwhPrice: s.publicKwhPrice?.toString() ?? '',
  speedLimitKmh: s.speedLimitKmh?.toString() ?? '',
});
const numOrNull = (v: string) => (v.trim() === '' ? null : Number(v));

/** What fuel and electricity cost the owner (trip and charging costs), and the speed over which driving counts as speeding. */
export function DrivingCostsCard() {
  const id = useId();
  const settings = useDrivingSettings();
  const update = useUpdateDrivingSettings();
  const [draft, setDraft] = useState<Draft | null>(null);
  useEffect(() => {
    if (settings.data && !draft) setDraft(toDraft(settings.data));
  }, [settings.data, draft]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!draft) return;
    update.mutate({
      currency: draft.currency,
      fuelPricePerLitre: numOrNull(draft.fuelPricePerLitre),
      homeKwhPrice: numOrNull(draft.homeKwhPrice),
      publicKwhPrice: numOrNull(draft.publicKwhPrice),
      speedLimitKmh: numOrNull(draft.speedLimitKmh),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Fuel className="size-5 text-primary" aria-hidden /> Driving costs
        </CardTitle>
        <CardDescription>Trips and charges are priced with these. Charging at a place you named Home uses the home price.</CardDescription>
      </CardHeader>
      <CardContent>
        {!draft ? (
          <Skeleton className="h-24 w-full" />
        ) : (
          <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" aria-label="Driving costs">
            <div className="space-y-1">
              <Label htmlFor={`${id}-currency`}>Currency</Label>
              <Input id={`${id}-currency`} value={draft.currency} maxLength={3} onChange={(e) => setDraft({ ...draft, currency: e.target.value })} />
            </div>
            {FIELDS.map(([key, label]) => (
              <div key={key} className="space-y-1">
                <Label htmlFor={`${id}-${key}`}>{label}</Label>
                <Input id={`${id}-${key}`} inputMode="decimal" value={draft[key]} onChange={(e) => setDraft({ ...draft, [key]: e.target.value })} />
              </div>
            ))}
            <div className="flex items-end">
              <Button type="submit" disabled={update.isPending}>
                Save costs
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
