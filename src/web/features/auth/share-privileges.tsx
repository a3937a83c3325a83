import { useId } from 'react';
import { LOCATION_PRIVILEGES, PRIVILEGE_WORDS, privilegesToAsk } from '@shared/sharing';

/** What the sharing step will ask for, in plain words, with location as the owner's choice. */
export function SharePrivileges({ location, onLocationChange }: { location: boolean; onLocationChange: (on: boolean) => void }) {
  const id = useId();
  return (
    <div className="mb-4 space-y-2 text-sm">
      <p className="font-medium">DriveWise will be able to read:</p>
      <ul className="list-disc space-y-0.5 pl-5" aria-label="What DriveWise asks for">
        {privilegesToAsk({ location }).map((p) => (
          <li key={p}>{PRIVILEGE_WORDS[p]}</li>
        ))}
      </ul>
      <p className="text-muted-foreground">It never sends commands to your car.</p>
      <div className="flex items-start gap-2">
        <input id={id} type="checkbox" className="mt-1 size-4 accent-primary" checked={location} onChange={(e) => onLocationChange(e.target.checked)} />
        <label htmlFor={id}>
          Also share {PRIVILEGE_WORDS[LOCATION_PRIVILEGES[0]].toLowerCase()}, for the trips map and your places
        </label>
      </div>
    </div>
  );
}
