import type { Config } from './config';
import type { Database } from './db/connection';
import type { ChatDeps } from './domain/chat/chat-service';
import type { ServiceLog } from './domain/service-log/service-log';
import type { Garage } from './domain/garage/garage';
import type { VehicleFactsService } from './domain/vehicle-facts/facts-service';
import type { Charging } from './domain/charging/charging';
import type { PlacesService } from './domain/places/places-service';
import type { TripsService } from './domain/trips/trips-service';
import type { InsightsService } from './domain/insights/insights';
import type { NotificationsService } from './domain/notifications/notifications-service';
import type { RemindersService } from './domain/reminders/reminders-service';
import type { TelemetryService } from './domain/telemetry/telemetry-service';
import type { VehicleAccess } from './domain/vehicles/vehicle-access';
import type { VehicleAlerts } from './domain/vehicle-alerts/vehicle-alerts-service';
import type { EtaEstimator } from './jobs/eta';
import type { ProgressBus } from './jobs/progress-bus';
import type { Logger } from './logger';
import type { ProviderClients } from './provider';
import type { FileStorage } from './storage/file-storage';

/** Everything the transport layer hands to domain code. Built once in server.ts (or by a test). */
import type { OwnerDataCache } from './db/owner-data-cache';

export interface Services {
  config: Config;
  database: Database;
  storage: FileStorage;
  logger: Logger;
  version: string;
  /** Web-visible settings: nothing secret. */
  publicSettings: PublicSettings;
  /** Set once the server listens and the provider (or the simulator) is connected. */
  provider: ProviderClients;
  telemetry: TelemetryService;
  /** The owner's vehicles, with shares re-checked with the provider every few minutes. */
  vehicles: VehicleAccess;
  ready: boolean;
  /** Aborted when the server starts shutting down: live streams (progress, the bell) end so the shutdown need not wait for them. */
  closing: AbortSignal;
  /** Document processing: live progress, time estimates, and a nudge for the job worker after an enqueue. */
  jobs: { bus: ProgressBus; eta: EtaEstimator; poke(): void };
  chat: ChatDeps;
  /** Maintenance records per vehicle: add, edit, delete, totals, CSV export and import. */
  serviceLog: ServiceLog;
  /** What is true about each car (due, documents in force, spend), the one source every surface reads. */
  facts: VehicleFactsService;
  /** The owner's vehicles as a sortable, paged list, one vehicle's page and its history. */
  garage: Garage;
  /** Charging sessions and state of electric and plug-in vehicles. */
  charging: Charging;
  /** The owner's named places (Home, Work, a charger), which name trips and sessions before the gazetteer does. */
  places: PlacesService;
  /** Trips from the provider's segments (kept in a local cache), with places, costs, events and scores; exports. */
  trips: TripsService;
  /** Fleet and per-vehicle insights: distance, time driven, spend, consumption, trouble codes, health history. */
  insights: InsightsService;
  /** What is due next on each vehicle: list, add, complete, snooze, dismiss; the daily evaluation. */
  reminders: RemindersService;
  /** The bell, email, webhook: `notifications.notify(userId, input)` sends one notification once. */
  notifications: NotificationsService;
  /** Real-time vehicle alerts: the provider's Vehicle Triggers (webhooks), or polling when they are unavailable. */
  vehicleAlerts: VehicleAlerts;
  /**
   * Answers computed from one owner's data (the dashboard), kept until the owner's data version moves (any write, on
   * any instance) or the telemetry cache's lifetime passes. Key it by `ctx.owner` (user id and data version).
   */
  ownerCache: OwnerDataCache;
}

export interface PublicSettings {
  providerMode: 'simulator' | 'dimo';
  aiMode: 'llm' | 'deterministic';
  loginUrl: string | null;
  clientId: string | null;
  redirectUri: string | null;
  /** Every redirect URI registered for the client; the browser uses the one on its own origin. */
  redirectUris: string[];
}
