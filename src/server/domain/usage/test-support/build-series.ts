import type { LevelStats, UsageBucket, UsageSeries } from '../../../../shared/telemetry';

/** One reading as a car sends it; omitted signals are not sent. */
export interface Sample {
  /** ISO time */
  at: string;
  odometer?: number;
  speed?: number;
  fuelPercent?: number;
  fuelLitres?: number;
  chargePercent?: number;
  chargeKwh?: number;
  charging?: 0 | 1;
}

/** Buckets samples the way the provider's `signals` query does (FIRST/LAST/MIN/MAX per bucket of `intervalMinutes`). */
export function buildSeries(samples: Sample[], window: { from: string; to: string; intervalMinutes?: number }): UsageSeries {
  const intervalMinutes = window.intervalMinutes ?? 10;
  const step = intervalMinutes * 60_000;
  const from = Date.parse(window.from);
  const groups = new Map<number, Sample[]>();
  for (const s of [...samples].sort((a, b) => Date.parse(a.at) - Date.parse(b.at))) {
    const t = Date.parse(s.at);
    if (t < from || t >= Date.parse(window.to)) continue;
    const start = from + Math.floor((t - from) / step) * step;
    groups.set(start, [...(groups.get(start) ?? []), s]);
  }
  const buckets: UsageBucket[] = [...groups].map(([start, group]) => {
    const values = (key: keyof Omit<Sample, 'at'>) => group.map((s) => s[key]).filter((v): v is number => v !== undefined);
    const stats = (key: keyof Omit<Sample, 'at'>): LevelStats | null => {
      const v = values(key);
      return v.length === 0 ? null : { first: v[0], last: v[v.length - 1], min: Math.min(...v), max: Math.max(...v) };
    };
    const extreme = (key: keyof Omit<Sample, 'at'>, pick: (...n: number[]) => number) => {
      const v = values(key);
      return v.length === 0 ? null : pick(...v);
    };
    return {
      timestamp: new Date(start).toISOString(),
      odometerMin: extreme('odometer', Math.min),
      odometerMax: extreme('odometer', Math.max),
      maxSpeed: extreme('speed', Math.max),
      fuelPercent: stats('fuelPercent'),
      fuelLitres: stats('fuelLitres'),
      chargePercent: stats('chargePercent'),
      chargeKwh: stats('chargeKwh'),
      charging: extreme('charging', Math.max),
    };
  });
  return { from: new Date(from).toISOString(), to: window.to, intervalMinutes, buckets };
}

/** Readings every `everyMinutes` from `from` to `to`, each built by `at(minutesSinceStart)`. */
export function sampleEvery(from: string, to: string, everyMinutes: number, at: (minute: number) => Omit<Sample, 'at'>): Sample[] {
  const start = Date.parse(from);
  const samples: Sample[] = [];
  for (let minute = 0; start + minute * 60_000 < Date.parse(to); minute += everyMinutes) {
    samples.push({ at: new Date(start + minute * 60_000).toISOString(), ...at(minute) });
  }
  return samples;
}

export interface DayPlan {
  /** km driven that day, in one trip from 08:00 at 1 km a minute; 0 = parked all day */
  km: number;
  /** top speed of the day's trip */
  speed?: number;
  /** refuel to 95% (fuel) or charge to 90% (charge) just before the trip */
  fill?: boolean;
}

/**
 * A week (one day per plan) ending at `to`, sampled every 10 minutes parked and every minute while driving, for a
 * car with a 50 l tank at 8 l/100 km (fuel) or a 60 kWh battery at 15 kWh/100 km (charge).
 */
export function buildWeekSeries(plans: DayPlan[], opts: { to: string; energy: 'fuel' | 'charge'; startLevel?: number; odometer?: number; reportAbsolute?: boolean }): UsageSeries {
  const days = plans.length;
  const from = new Date(Date.parse(opts.to) - days * 86_400_000).toISOString();
  const fuel = opts.energy === 'fuel';
  const capacity = fuel ? 50 : 60;
  const perKm = fuel ? 0.08 : 0.15;
  let amount = ((opts.startLevel ?? 60) / 100) * capacity;
  let odometer = opts.odometer ?? 45_000;
  const samples: Sample[] = [];
  const absolute = opts.reportAbsolute ?? true;
  for (let d = 0; d < days; d++) {
    const plan = plans[d];
    for (let minute = 0; minute < 1440; minute++) {
      const driving = minute >= 480 && minute < 480 + plan.km;
      if (plan.fill && minute === 470) amount = (fuel ? 0.95 : 0.9) * capacity;
      if (driving) {
        odometer += 1;
        amount -= perKm;
      }
      if (!driving && minute % 10 !== 0) continue;
      const percent = Math.round((amount / capacity) * 10_000) / 100;
      const level = Math.round(amount * 100) / 100;
      samples.push({
        at: new Date(Date.parse(from) + (d * 1440 + minute) * 60_000).toISOString(),
        odometer,
        speed: driving ? (plan.speed ?? 60) : 0,
        ...(fuel ? { fuelPercent: percent, ...(absolute ? { fuelLitres: level } : {}) } : { chargePercent: percent, ...(absolute ? { chargeKwh: level } : {}) }),
      });
    }
  }
  return buildSeries(samples, { from, to: opts.to });
}
