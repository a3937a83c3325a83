/**
 * The battery over the last 12 months as the assistant says it: the Charging page's year card's figures (health by
 * month, reported or estimated, and range at 100 %), in the owner's language.
 */
import type { BatteryHistory } from '../../../../shared/api/charging';
import type { DistanceUnit } from '../../../../shared/units';
import { BATTERY_YEAR_TEXTS } from '../wording/commute-texts';
import { LOCALE_TAGS } from '../wording/locale-format';
import type { Wording } from '../wording/wording';

/** "December 2025", "diciembre de 2025", "Dezember 2025", "décembre 2025". */
export function monthName(w: Wording, month: string): string {
  const ms = Date.parse(`${month}-01T00:00:00Z`);
  return Number.isNaN(ms) ? month : new Intl.DateTimeFormat(LOCALE_TAGS[w.lang], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(ms));
}

const monthsBetween = (from: string, to: string) => (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7));
const percent = (w: Wording, value: number) => (w.lang === 'en' ? `${w.fixed(value, 1)}%` : `${w.fixed(value, 1)} %`);
const signed = (w: Wording, value: number) => (value === 0 ? '0' : `${value > 0 ? '+' : '−'}${w.fixed(Math.abs(value), 1)}`);

/** The health over the year and its basis; null when there is no figure. */
export function healthYearLine(history: BatteryHistory, w: Wording): string | null {
  const t = BATTERY_YEAR_TEXTS[w.lang];
  const h = history.health;
  if (h.latest === null || h.basis === null || !h.since) return null;
  const last = history.months.filter((m) => m.health !== null).at(-1)!.month;
  const months = monthsBetween(h.since, last);
  const change = h.change === null || months === 0 ? null : signed(w, h.change);
  const since = monthName(w, h.since);
  const value = h.basis === 'state-of-health' ? t.health(percent(w, h.latest), change, months, since) : t.capacity(`${w.fixed(h.latest, 1)} kWh`, change, months, since);
  return `${value} ${h.basis === 'state-of-health' ? t.reported(h.days) : t.estimated(h.days)}`;
}

/** Range at 100 % now and against the first month; null without one. */
export function rangeYearLine(history: BatteryHistory, w: Wording, unit: DistanceUnit): string | null {
  const r = history.fullRange;
  if (r.latestKm === null || !r.since) return null;
  const t = BATTERY_YEAR_TEXTS[w.lang];
  const change = r.changeKm === null ? null : { amount: w.distance(Math.abs(r.changeKm), unit), direction: Math.sign(r.changeKm) };
  return t.range(w.distance(r.latestKm, unit), change, monthName(w, r.since));
}

export const noHistoryLine = (w: Wording) => BATTERY_YEAR_TEXTS[w.lang].none;
