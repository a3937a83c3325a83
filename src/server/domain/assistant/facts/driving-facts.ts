/**
 * What the assistant knows about the car's trips and its battery over time: read by the chat from the trips
 * service (its history and `summarizeDriving`) and the charging domain (battery trends), never worked out here.
 */
import type { BatteryHistory, BatteryTrends } from '../../../../shared/api/charging';
import type { CommuteSummary } from '../../trips/commute';
import type { DayDriving } from '../../trips/driving-totals';
import type { DrivingTotals, Trip } from '../../../../shared/api/trips';

export { longestTrip } from '../../trips/driving-totals';

export interface DrivingFacts {
  /** the owner's days asked about (both included, YYYY-MM-DD) */
  period: { from: string; to: string };
  /** the period's trips, newest first, as the trip list shows them */
  trips: Trip[];
  /** summarizeDriving over the period: the totals the Trips page, MCP and exports show */
  totals: DrivingTotals;
  /** false when the car does not share its location: the trips have no places */
  locationShared: boolean;
  /** the time zone the owner's days are counted in */
  timeZone: string;
  /** why some history could not be read */
  notes: string[];
}

/**
 * The trips' driving per owner's day over the days a usage answer covers (the asked period, else the last 7 days), as
 * the Trips page and Insights add it up: what "how far did I drive" and the consumption line say.
 */
export interface DrivenDays {
  period: { from: string; to: string };
  /** the days that have trips, oldest first */
  days: DayDriving[];
}

export interface BatteryFacts {
  /** whether the car plugs in (an electric car or a plug-in hybrid); trends exist only then */
  plugsIn: boolean;
  /** the days the trends cover (the Charging page's window) */
  days: number;
  /** the Charging page's battery trends: parked drain, range at 100 %, health; null when they could not be read */
  trends: BatteryTrends | null;
  /** the battery over the last 12 months, a point per month (the Charging page's year card); null when not read */
  history?: BatteryHistory | null;
  error: string | null;
}

/** The commute over the period asked: the trips between the owner's Home and Work places, and the weekday trips. */
export interface CommuteFacts {
  period: { from: string; to: string };
  summary: CommuteSummary;
  /** false when the car does not share its location: its trips have no places, so none is a commute */
  locationShared: boolean;
  timeZone: string;
}
