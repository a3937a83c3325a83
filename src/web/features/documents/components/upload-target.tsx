import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

export interface TargetVehicle {
  id: string;
  name: string;
}

/**
 * Where new uploads are filed: by the VIN they show, and for papers without one, under the car the owner picks here
 * (or none). Says so in words, since a VIN outranks the pick.
 */
export function UploadTarget({ vehicles, value, onChange }: { vehicles: readonly TargetVehicle[]; value: string; onChange: (vehicleId: string) => void }) {
  const id = useId();
  const chosen = vehicles.find((v) => v.id === value);
  return (
    <div className="mb-4 space-y-1">
      <Label htmlFor={`${id}-target`}>File under</Label>
      <NativeSelect id={`${id}-target`} value={chosen ? chosen.id : ''} onChange={(e) => onChange(e.target.value)} aria-describedby={`${id}-target-help`} className="sm:w-80">
        <option value="">The car its VIN matches</option>
        {vehicles.map((v) => (
          <option key={v.id} value={v.id}>
            {v.name}
          </option>
        ))}
      </NativeSelect>
      <p id={`${id}-target-help`} className="text-sm text-muted-foreground">
        {chosen
          ? `Matched by VIN: a document showing a VIN goes to the car with that VIN; one without goes to the ${chosen.name}.`
          : 'Matched by VIN: each document goes to the car whose VIN it shows; one without a VIN stays unfiled until you add its VIN with Edit.'}
      </p>
    </div>
  );
}
