import type { DailySignals, LatestSignals, UsageSeries, VehicleType } from '../../../shared/telemetry';
import type { ServiceKind } from '../../../shared/api/service-log';
import type { DocumentType, ProcessedData } from '../../../shared/documents';
import type { LeadWindow } from '../../../shared/reminders';
import type { DistanceUnit } from '../../../shared/units';
import type { DocumentsInForce } from './documents-in-force';
import type { DueReminder } from './due';

export type { DistanceUnit };

export interface MaintenanceRecord {
  /** absent only in hand-made contexts (tests) */
  id?: string;
  type: string;
  /** the kind the service log shows (read from older free-text types) */
  kind?: ServiceKind;
  description: string | null;
  cost: number | null;
  /** ISO 4217 code of the cost; null or absent when unknown (the owner's currency) */
  currency?: string | null;
  /** YYYY-MM-DD */
  date: string | null;
  /** km */
  mileage: number | null;
  /** YYYY-MM-DD */
  nextDue: string | null;
  /** km */
  nextDueMileage: number | null;
  /** the document the record was read from (its amount is that document's, not a second one) */
  documentId?: string | null;
}

export interface VehicleDocument {
  id: string;
  type: DocumentType;
  originalName: string;
  uploadedAt: string;
  processedData: ProcessedData | null;
}

export interface VehicleAlert {
  alertType: string;
  /** the document the alert was planned from, null for one made by hand */
  documentId: string | null;
  /** YYYY-MM-DD (a longer ISO timestamp is accepted; only the date part is read) */
  alertDate: string;
  alertMessage: string;
  isActive: boolean;
}

/**
 * Everything known about one vehicle, loaded once per request (load-inputs.ts) and read-only after: the facts are
 * pure functions of it.
 */
export interface VehicleInputs {
  /** the vehicle's row id; absent only in hand-made contexts (tests) */
  id?: string;
  tokenId: number;
  name: string;
  make: string | null;
  model: string | null;
  year: number | null;
  type: VehicleType;
  vin: string | null;
  latest: LatestSignals | null;
  daily: DailySignals[];
  /** each owner day's odometer over the spend's periods (a year and more), read for questions about costs */
  spendOdometer?: { date: string; odometer: number | null }[];
  /** the fine series (10 minutes over 7 days) behind distance, fuel and energy use, refuels and charging */
  usage: UsageSeries | null;
  maintenance: MaintenanceRecord[];
  documents: VehicleDocument[];
  alerts: VehicleAlert[];
  /** open reminders (snoozed included); absent in hand-made contexts */
  reminders?: DueReminder[];
  /** the facts the documents set, as kept on the vehicle; worked out from `documents` when absent */
  documentFacts?: DocumentsInForce;
  /** the owner's picks where documents disagree: fact -> document id */
  documentChoices?: Record<string, string>;
  /** the owner's heads-up window; the default one when absent */
  window?: LeadWindow;
  /** the last day a service was done on the car (a record, or a completed service reminder) */
  lastServiceDate?: string | null;
  unit: DistanceUnit;
  /** YYYY-MM-DD: the owner's today */
  today: string;
  /** the owner's IANA time zone (their days); UTC when absent */
  timeZone?: string;
}
