import type { EventCounts, TripEnergy } from '@shared/api/trips';
import { formatClock, formatMoment } from '@shared/format-date';
import { kmToMiles, MISSING_VALUE, type DistanceUnit } from '@shared/units';

const LITRES_PER_US_GALLON = 3.785411784;

/** "6.2 l/100 km" or "38 mpg" (US) for fuel, "17.1 kWh/100 km" or "27.5 kWh/100 mi" for electricity, per the owner's units. */
export function formatEfficiency(energy: TripEnergy | null, unit: DistanceUnit): string {
  if (!energy || energy.per100Km === null || energy.per100Km <= 0) return MISSING_VALUE;
  if (energy.unit === 'l') {
    if (unit === 'mi') return `${Math.round((100 * kmToMiles(1) * LITRES_PER_US_GALLON) / energy.per100Km)} mpg`;
    return `${energy.per100Km.toFixed(1)} l/100 km`;
  }
  return unit === 'mi' ? `${(energy.per100Km / kmToMiles(1)).toFixed(1)} kWh/100 mi` : `${energy.per100Km.toFixed(1)} kWh/100 km`;
}

/** "2.4 l" or "7.8 kWh" used; "—" when the car reports no level. */
export function formatEnergyUsed(energy: TripEnergy | null): string {
  if (!energy || energy.used === null) return MISSING_VALUE;
  return `${energy.used.toFixed(1)} ${energy.unit}`;
}

/** "1 h 5 min", "42 min". */
export function formatDuration(minutes: number | null): string {
  if (minutes === null || !Number.isFinite(minutes)) return MISSING_VALUE;
  const m = Math.max(0, Math.round(minutes));
  const h = Math.floor(m / 60);
  return h ? `${h} h ${m % 60} min` : `${m} min`;
}

/** "Tue, Nov 25, 07:42" in the given zone (the owner's). */
export function formatTripTime(iso: string, timeZone?: string | null): string {
  return formatMoment(iso, timeZone, { weekday: true, year: false });
}

export { formatClock };

export const EVENT_LABELS: Record<keyof EventCounts, string> = {
  harshBraking: 'Harsh braking',
  harshAcceleration: 'Harsh acceleration',
  harshCornering: 'Harsh cornering',
  extremeBraking: 'Emergency braking',
  collision: 'Possible collision',
  speeding: 'Over your speed limit',
};

/** "2 harsh braking · 1 harsh cornering", or "None". */
export function formatEvents(events: EventCounts): string {
  const parts = (Object.keys(EVENT_LABELS) as (keyof EventCounts)[]).filter((k) => events[k] > 0).map((k) => `${events[k]} ${EVENT_LABELS[k].toLowerCase()}`);
  return parts.length ? parts.join(' · ') : 'None';
}

/** Colour follows meaning: good scores green, middling amber, poor red (each with text beside it). */
export function scoreTone(value: number): 'good' | 'fair' | 'poor' {
  return value >= 80 ? 'good' : value >= 60 ? 'fair' : 'poor';
}

/** A download of text the server made (CSV, GPX). */
export function downloadText(file: { filename: string; content: string; mimeType: string }): void {
  const url = URL.createObjectURL(new Blob([file.content], { type: file.mimeType }));
  const a = document.createElement('a');
  a.href = url;
  a.download = file.filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
