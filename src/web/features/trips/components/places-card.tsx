import { MapPin, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { PLACE_KINDS, type PlaceKind } from '@shared/api/places';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { useCreatePlace, usePlaces, useRemovePlace } from '../places-api';

export const PLACE_KIND_LABELS: Record<PlaceKind, string> = { home: 'Home', work: 'Work', charger: 'Charger', other: 'Other' };

/** The owner's named places: trips, charging and refuels that start or end inside one carry its name. */
export function PlacesCard() {
  const places = usePlaces();
  const remove = useRemovePlace();
  return (
    <Card>
      <CardHeader>
        <CardTitle id="places-title" className="flex items-center gap-2">
          <MapPin className="size-5 text-primary" aria-hidden /> Places
        </CardTitle>
        <CardDescription>
          Name the places you drive to. A trip or charge inside a place’s radius shows its name; elsewhere the nearest town is shown. You can also name a
          place from any trip.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {places.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : places.data && places.data.length > 0 ? (
          <ul aria-labelledby="places-title" className="divide-y rounded-md border">
            {places.data.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center gap-2 p-3 text-sm">
                <span className="font-medium">{p.name}</span>
                <span className="text-muted-foreground">
                  {PLACE_KIND_LABELS[p.kind]} · {p.radiusM} m around {p.latitude.toFixed(4)}, {p.longitude.toFixed(4)}
                </span>
                <Button variant="ghost" size="sm" className="ml-auto" onClick={() => remove.mutate({ id: p.id })} disabled={remove.isPending} aria-label={`Remove ${p.name}`}>
                  <Trash2 aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No places named yet.</p>
        )}
        <AddPlaceForm />
      </CardContent>
    </Card>
  );
}

/** A form for a new place; `initial` fills it from a trip's start or end. */
export function AddPlaceForm({ initial, onDone }: { initial?: { latitude: number; longitude: number; name?: string }; onDone?: () => void }) {
  const id = useId();
  const create = useCreatePlace();
  const [name, setName] = useState(initial?.name ?? '');
  const [kind, setKind] = useState<PlaceKind>('home');
  const [latitude, setLatitude] = useState(initial ? initial.latitude.toFixed(5) : '');
  const [longitude, setLongitude] = useState(initial ? initial.longitude.toFixed(5) : '');
  const [radius, setRadius] = useState('150');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      { name, kind, latitude: Number(latitude), longitude: Number(longitude), radiusM: Number(radius) },
      {
        onSuccess: () => {
          setName('');
          onDone?.();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" aria-label="Name a place">
      <div className="space-y-1">
        <Label htmlFor={`${id}-name`}>Name</Label>
        <Input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} maxLength={60} required placeholder="Home" />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-kind`}>Kind</Label>
        <NativeSelect id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as PlaceKind)}>
          {PLACE_KINDS.map((k) => (
            <option key={k} value={k}>
              {PLACE_KIND_LABELS[k]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-lat`}>Latitude</Label>
        <Input id={`${id}-lat`} inputMode="decimal" value={latitude} onChange={(e) => setLatitude(e.target.value)} required placeholder="47.61010" />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-lon`}>Longitude</Label>
        <Input id={`${id}-lon`} inputMode="decimal" value={longitude} onChange={(e) => setLongitude(e.target.value)} required placeholder="-122.20150" />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-radius`}>Radius (metres)</Label>
        <Input id={`${id}-radius`} type="number" min={20} max={5000} step={10} value={radius} onChange={(e) => setRadius(e.target.value)} required />
      </div>
      <div className="flex items-end">
        <Button type="submit" disabled={create.isPending}>
          <MapPin aria-hidden /> Save place
        </Button>
      </div>
    </form>
  );
}
