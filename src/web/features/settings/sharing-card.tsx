import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { describeShareExpiry, PRIVILEGE_LOCATION_HISTORY, PRIVILEGE_WORDS } from '@shared/sharing';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { SharePrivileges } from '@/features/auth/share-privileges';
import { useSignIn } from '@/features/auth/use-sign-in';
import { useTRPC } from '@/lib/trpc';

/** What the owner shares with the app, vehicle by vehicle, and the way to change it (the provider's sharing window). */
export function SharingCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const shares = useQuery(trpc.vehicles.sharing.queryOptions());
  const { start, pending, error } = useSignIn();
  const sharesLocation = (shares.data ?? []).some((s) => s.privileges.includes(PRIVILEGE_LOCATION_HISTORY));
  const [location, setLocation] = useState<boolean | null>(null);
  const wantLocation = location ?? sharesLocation;

  const change = async () => {
    if (await start('VEHICLE_MANAGER', { location: wantLocation })) await queryClient.invalidateQueries();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Share2 className="size-5 text-primary" aria-hidden /> What you share
        </CardTitle>
        <CardDescription>What DriveWise can read from each vehicle you share, as DIMO reports it.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {shares.isPending ? (
          <Skeleton className="h-20 w-full" />
        ) : shares.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {shares.error.message}
          </p>
        ) : shares.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">You share no vehicles with DriveWise.</p>
        ) : (
          <ul className="space-y-3" aria-label="Shared vehicles">
            {shares.data.map((s) => (
              <li key={s.tokenId} aria-label={s.name} className="rounded-lg border p-3 text-sm">
                <p className="font-medium">{s.name}</p>
                <ul className="mt-1 list-disc pl-5">
                  {s.privileges.map((p) => (
                    <li key={p}>{PRIVILEGE_WORDS[p] ?? `Privilege ${p}`}</li>
                  ))}
                </ul>
                <p className="mt-1 text-muted-foreground">
                  {describeShareExpiry(s.expiresAt) ? `Until ${describeShareExpiry(s.expiresAt)}, or until you stop sharing.` : 'Until you stop sharing.'}
                </p>
              </li>
            ))}
          </ul>
        )}
        <div className="space-y-2 rounded-lg border p-3">
          <p className="text-sm font-medium">Change what you share</p>
          <p className="text-sm text-muted-foreground">DIMO&apos;s window opens: pick the vehicles, or unshare them all to stop.</p>
          <SharePrivileges location={wantLocation} onLocationChange={setLocation} />
          <Button type="button" variant="outline" onClick={() => void change()} disabled={pending !== null}>
            Change what you share
          </Button>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
