import type { Language } from '../understanding/language';
import type { Period } from '../understanding/entities';
import type { VehicleInputs } from '../../vehicle-facts/inputs';
import type { BatteryFacts, CommuteFacts, DrivenDays, DrivingFacts } from './driving-facts';

export type { DistanceUnit, MaintenanceRecord, VehicleAlert, VehicleDocument } from '../../vehicle-facts/inputs';

/** Everything the analyzers know about one vehicle (the facts' inputs), with the question's language and period. */
export interface VehicleContext extends VehicleInputs {
  /** the period the owner named, when `usage` covers it instead of the last 7 days */
  usagePeriod?: Period;
  /** the language to write in (the question's); English when not set */
  language?: Language;
  /** the trips of the period asked about, when the question is about trips or driving (read by the chat) */
  driving?: DrivingFacts | null;
  /** the trips' driving per day over the days a usage answer covers, when read (the chat's usage questions, MCP) */
  driven?: DrivenDays | null;
  /** the battery's trends, when the question is about them (read by the chat) */
  battery?: BatteryFacts | null;
  /** the commute (Home–Work trips) of the period asked, when the question is about it (read by the chat) */
  commute?: CommuteFacts | null;
}
