import type { DailySignals, LatestSignals, UsageSeries, VehicleType } from '../../../../shared/telemetry';
import type { DocumentType, ProcessedData } from '../../../../shared/documents';

import type { DistanceUnit } from '../../../../shared/units';
import type { Language } from '../understanding/language';
import type { Period } from '../understanding/entities';

export type { DistanceUnit };

export interface MaintenanceRecord {
  type: string;
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

/** Everything the analyzers know about one vehicle; assembled by the caller, read-only here. */
export interface VehicleContext {
  tokenId: number;
  name: string;
  make: string | null;
  model: string | null;
  year: number | null;
  type: VehicleType;
  vin: string | null;
  latest: LatestSignals | null;
  daily: DailySignals[];
  /** the fine series (10 minutes over 7 days) behind distance, fuel and energy use, refuels and charging */
  usage: UsageSeries | null;
  /** the period the owner named, when `usage` covers it instead of the last 7 days */
  usagePeriod?: Period;
  maintenance: MaintenanceRecord[];
  documents: VehicleDocument[];
  alerts: VehicleAlert[];
  unit: DistanceUnit;
  /** YYYY-MM-DD */
  today: string;
  /** the language to write in (the question's); English when not set */
  language?: Language;
}
