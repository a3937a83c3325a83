import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/utils';
import { chatWording } from '../chat-wording';
import { FLEET_TOKEN_ID } from '../quick-questions';

export interface SelectableVehicle {
  tokenId: number;
  name: string;
}

interface VehicleSelectProps {
  value: number | null;
  vehicles: SelectableVehicle[];
  onChange: (tokenId: number) => void;
  label: string;
  disabled?: boolean;
  className?: string;
}

/** "SELECT CAR": every stored vehicle as "name (#tokenId)", plus All Vehicles (token 0) when there is a list. */
export function VehicleSelect({ value, vehicles, onChange, label, disabled, className }: VehicleSelectProps) {
  const t = chatWording();
  const known = value === null || value === FLEET_TOKEN_ID || vehicles.some((v) => v.tokenId === value);
  return (
    <Select value={value === null ? undefined : String(value)} onValueChange={(v) => onChange(Number(v))} disabled={disabled}>
      <SelectTrigger aria-label={label} className={cn('h-9 w-full min-w-0 sm:w-80', className)}>
        <SelectValue placeholder={t.selectCar} />
      </SelectTrigger>
      <SelectContent>
        {vehicles.length > 0 && <SelectItem value={String(FLEET_TOKEN_ID)}>{t.allVehicles}</SelectItem>}
        {vehicles.map((v) => (
          <SelectItem key={v.tokenId} value={String(v.tokenId)}>
            {v.name} (#{v.tokenId})
          </SelectItem>
        ))}
        {!known && <SelectItem value={String(value)}>
            {t.vehicle} (#{value})
          </SelectItem>}
      </SelectContent>
    </Select>
  );
}
