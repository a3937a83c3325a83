import { createOwnerDataCache } from './db/owner-data-cache';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../project-root';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { openDatabase, type Database } from './db/connection';
import type { User, Vehicle } from './db/schema';
import { createApp } from './http/app';
import { createLogger, type Logger } from './logger';
import { loadOrCreateSecret } from './secrets';
import type { PublicSettings, Services } from './services';
import { createFileStorage } from './storage/create-file-storage';
import { sweepTempUploads } from './storage/sweep-temp-uploads';
import { createTelemetryService } from './domain/telemetry/telemetry-service';
import { createVehicleAccess } from './domain/vehicles/vehicle-access';
import { createServiceLog } from './domain/service-log/service-log';
import { createGarage } from './domain/garage/garage';
import { createVehicleFacts } from './domain/vehicle-facts/facts-service';
import { createCharging } from './domain/charging/charging';
import { createPlacesService } from './domain/places/places-service';
import { createTripsService } from './domain/trips/trips-service';
import { createInsights } from './domain/insights/insights';
import { AppError } from './errors';
import { connectProvider } from './provider-connection';
import { failOrphanedDocuments } from './domain/documents/documents-service';
import { sweepOrphanFiles } from './domain/documents/sweep-orphan-files';
import { PROCESS_DOCUMENT_JOB, processDocumentJob } from './domain/documents/process-document';
import { closeReading } from './domain/documents/load-reading';
import { deleteExpiredSessions, hasLiveJob } from './db/repositories';
import { createEtaEstimator } from './jobs/eta';
import { createProgressBus } from './jobs/progress-bus';
import { JOB_QUEUED_CHANNEL, announceJobQueued, startJobWorker } from './jobs/worker';
import { createRateLimiter } from './domain/chat/rate-limiter';
import { createLlmDocumentReader } from './ai/document-reader';
import type { ProviderClients } from './provider';
import { createEmailChannel } from './domain/notifications/email-channel';
import { createNotificationBus } from './domain/notifications/notification-bus';
import { createNotificationsService, EMAIL_JOB, WEBHOOK_JOB } from './domain/notifications/notifications-service';
import { createOdometerReader } from './domain/reminders/odometer';
import { createRemindersService } from './domain/reminders/reminders-service';
import { createVehicleAlerts, POLL_VEHICLE_ALERTS_JOB } from './domain/vehicle-alerts/vehicle-alerts-service';
import { ensureDailyEvaluation, EVALUATE_REMINDERS_JOB, nextDay, scheduleDailyEvaluation } from './domain/reminders/reminder-jobs';

/** Stands in for the provider until it is connected: every use says the app is still starting. */
const providerNotReady = new Proxy({} as ProviderClients, {
  get() {
    throw new AppError('UPSTREAM', 'The app is still starting. Please try again in a moment.');
  },
});

const ROOT = PROJECT_ROOT;
/** A shutdown step slower than this is logged with its name. */
const SLOW_SHUTDOWN_STEP_MS = 5000;
type ShutdownStep = { step: string; close: () => Promise<void>; force?: () => void };

/** Runs one step, forcing it once it has run `graceMs` when it can be forced; resolves to how long it took. */
async function runShutdownStep({ step, close, force }: ShutdownStep, graceMs: number, logger: Logger): Promise<number> {
  const started = performance.now();
  const timer = force
    ? setTimeout(() => {
        logger.error({ step, afterMs: graceMs }, 'shutdown step forced');
        force();
      }, graceMs)
    : undefined;
  try {
    await close().catch((err) => logger.error({ err, step }, 'shutdown step failed'));
  } finally {
    clearTimeout(timer);
  }
  return Math.round(performance.now() - started);
}

export const WEB_DIST_DIR = path.join(ROOT, 'dist/web');
export const APP_VERSION: string = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version;

export interface RunningServer {
  url: string;
  app: FastifyInstance;
  services: Services;
  /** Stops everything; resolves to the shutdown steps that took longer than SLOW_SHUTDOWN_STEP_MS. */
  close(): Promise<{ step: string; ms: number }[]>;
}

/** Boots the whole app: database (migrated), storage, services, HTTP. Used by main.ts and by integration tests. */
export async function startServer(config: Config, opts: { logger?: Logger; database?: Database; webDir?: string; jobLockMs?: number } = {}): Promise<RunningServer> {
  const logger = opts.logger ?? createLogger(config.logLevel);
  const database = opts.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  /** Shutdown steps, each named so a slow one can be told in the log. */
  const closers: ShutdownStep[] = [];
  const closing = new AbortController();
  try {
    await database.migrate();
    if (!opts.database) closers.push({ step: 'database', close: () => database.close() });
    const secret = config.sessionSecret ?? (await loadOrCreateSecret(config.dataDir, 'session-secret'));
    const storage = await createFileStorage(config, secret);
    closers.push({ step: 'storage', close: async () => storage.close?.() });
    const bus = await createProgressBus({ database, logger });
    closers.unshift({ step: 'event bus', close: () => bus.close() });
    const publicSettings: PublicSettings = {
      providerMode: config.provider.mode,
      aiMode: config.llm ? 'llm' : 'deterministic',
      loginUrl: null,
      clientId: null,
      redirectUri: null,
      redirectUris: [],
    };
    const telemetry = createTelemetryService({
      provider: () => services.provider,
      cacheSeconds: config.telemetryCacheSeconds,
      deadlineMs: config.telemetryDeadlineMs,
    });
    let onVehiclesSynced: (user: User, vehicles: Vehicle[]) => void = () => {};
    const vehicles = createVehicleAccess({
      db: database.db,
      provider: () => services.provider,
      telemetry,
      logger,
      concurrency: config.providerConcurrency,
      onSynced: (user, synced) => onVehiclesSynced(user, synced),
    });
    let appUrl = config.publicUrl ?? `http://localhost:${config.port}`;
    let listenOrigins: string[] = [];
    let pokeNotifications = () => {};
    const email = createEmailChannel(config.smtp);
    if (email) closers.push({ step: 'email', close: async () => email.close() });
    const notifications = createNotificationsService({
      db: database.db,
      logger,
      bus: createNotificationBus(),
      email,
      webhook: { allowPrivate: config.webhookAllowPrivate, appOrigins: () => [appUrl, ...listenOrigins] },
      appUrl: () => appUrl,
      poke: () => pokeNotifications(),
    });
    const facts = createVehicleFacts({ db: database.db, vehicles, telemetry, concurrency: config.providerConcurrency });
    const serviceLog = createServiceLog({ db: database.db, vehicles, telemetry, facts });
    const reminders = createRemindersService({
      db: database.db,
      readOdometer: createOdometerReader(telemetry),
      notifications,
      serviceLog,
      facts,
      logger,
      concurrency: config.providerConcurrency,
    });
    const vehicleAlerts = createVehicleAlerts({
      db: database.db,
      logger: logger.child({ component: 'vehicle-alerts' }),
      provider: () => services.provider,
      telemetry,
      notifications,
      poke: () => pokeNotifications(),
      options: {
        ...config.triggers,
        concurrency: config.providerConcurrency,
        // The real provider calls only public https targets; the simulator reaches the app where it listens.
        receiverOrigin: () =>
          config.provider.mode === 'simulator' ? appUrl : config.publicUrl?.startsWith('https://') ? config.publicUrl.replace(/\/+$/, '') : null,
      },
    });
    const places = createPlacesService({ db: database.db });
    const charging = createCharging({ vehicles, telemetry, places, concurrency: config.providerConcurrency });
    const trips = createTripsService({
      db: database.db,
      vehicles,
      telemetry,
      places,
      provider: () => services.provider,
      logger: logger.child({ component: 'trips' }),
      concurrency: config.providerConcurrency,
      freshMs: Math.max(60_000, config.telemetryCacheSeconds * 1000),
    });
    const services: Services = {
      config,
      database,
      storage,
      logger,
      version: APP_VERSION,
      publicSettings,
      provider: providerNotReady,
      telemetry,
      vehicles,
      ready: false,
      closing: closing.signal,
      jobs: { bus, eta: createEtaEstimator(), poke: () => {} },
      chat: {
        db: database.db,
        telemetry,
        vehicles,
        logger,
        llm: config.llm,
        limiter: createRateLimiter({ db: database.db, limit: config.chatMessagesPerMinute, windowMs: 60_000, inProcess: database.kind === 'pglite' }),
        concurrency: config.providerConcurrency,
        mcpHealthy: async () => false,
        serviceLog,
        reminders,
        trips,
        charging,
        places,
      },
      facts,
      garage: createGarage({ db: database.db, vehicles, telemetry, facts, concurrency: config.providerConcurrency }),
      charging,
      places,
      trips,
      insights: createInsights({ vehicles, telemetry, facts, trips, concurrency: config.providerConcurrency }),
      serviceLog,
      reminders,
      notifications,
      vehicleAlerts,
      ownerCache: createOwnerDataCache({ ttlMs: Math.max(1, config.telemetryCacheSeconds) * 1000 }),
    };
    const app = await createApp({ services, webDir: opts.webDir ?? WEB_DIST_DIR });
    services.chat.mcpHealthy = async () => (await app.inject({ method: 'GET', url: '/mcp/health' })).statusCode === 200;
    // A request still running at the limit is cut (its client sees the connection drop) rather than wait on. Closing
    // drops the idle keep-alive connections once; one whose request ends during the close would idle on for the
    // keep-alive timeout (72 s), so they are dropped again as they turn idle.
    // after the last request: the trips a request read and stores behind its answer
    closers.unshift({ step: 'trip stores', close: () => trips.storesSettled() });
    closers.unshift({
      step: 'http server',
      close: async () => {
        const dropIdle = setInterval(() => app.server.closeIdleConnections(), 100);
        try {
          await app.close();
        } finally {
          clearInterval(dropIdle);
        }
      },
      force: () => app.server.closeAllConnections(),
    });
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const url = `http://localhost:${port}`;
    appUrl = config.publicUrl ?? url;
    listenOrigins = [url, `http://127.0.0.1:${port}`];
    const provider = await connectProvider(config, config.publicUrl ?? url, logger);
    closers.push({ step: 'provider', close: () => provider.close() });
    services.provider = provider.clients;
    Object.assign(publicSettings, {
      loginUrl: provider.loginUrl,
      clientId: provider.clientId,
      redirectUri: provider.redirectUri,
      redirectUris: provider.redirectUris,
    });

    const processDeps = {
      db: database.db,
      storage,
      logger,
      bus: services.jobs.bus,
      eta: services.jobs.eta,
      llm: config.llm ? createLlmDocumentReader(config.llm) : undefined,
      timeoutMs: config.documentTimeoutMs,
    };
    await failOrphanedDocuments(database.db, logger, (id) => hasLiveJob(database.db, PROCESS_DOCUMENT_JOB, 'documentId', id));
    const sweptTemp = await sweepTempUploads(path.join(config.dataDir, 'tmp'));
    if (sweptTemp) logger.warn({ count: sweptTemp }, 'removed upload temp files left by an earlier crash');
    const orphans = await sweepOrphanFiles(database.db, storage);
    if (orphans.length) logger.warn({ keys: orphans }, 'removed stored files no document points at (left by an earlier crash)');
    // The reading stack (checks, OCR, PDF and Word readers, the parser) loads with the first upload or document job,
    // not here: an instance that reads no document keeps their memory free.
    const worker = startJobWorker({
      db: database.db,
      logger,
      handlers: { [PROCESS_DOCUMENT_JOB]: (job, ctx) => processDocumentJob(processDeps, job, ctx) },
      lockMs: opts.jobLockMs ?? config.jobLockMs,
      concurrency: config.jobConcurrency,
    });
    const stopJobWakeups = await database.listen(JOB_QUEUED_CHANNEL, () => worker.poke());
    services.jobs.poke = () => {
      worker.poke();
      void announceJobQueued(database.db);
    };
    // Reminders and notifications have their own worker, so a long document job never holds up an email.
    const notificationWorker = startJobWorker({
      db: database.db,
      logger,
      handlers: {
        [EVALUATE_REMINDERS_JOB]: async (job) => {
          const { daily, userId } = job.payload as { daily?: string; userId?: string };
          if (daily) await scheduleDailyEvaluation(database.db, nextDay());
          const summary = await reminders.evaluate({ userId });
          if (daily) logger.info({ ...summary, odometers: undefined }, 'daily reminder evaluation');
        },
        [EMAIL_JOB]: (job, ctx) => notifications.deliver('email', String(job.payload.notificationId), ctx),
        [WEBHOOK_JOB]: (job, ctx) => notifications.deliver('webhook', String(job.payload.notificationId), ctx),
        [POLL_VEHICLE_ALERTS_JOB]: async () => {
          const summary = await vehicleAlerts.poll();
          if (summary.notified) logger.info(summary, 'vehicle alerts polled');
        },
      },
      lockMs: opts.jobLockMs ?? config.jobLockMs,
      concurrency: 2,
    });
    pokeNotifications = () => notificationWorker.poke();
    closers.unshift({ step: 'notification worker', close: () => notificationWorker.stop() });
    await ensureDailyEvaluation(database.db);
    // Webhooks set up (the provider verifies the target: the app listens already) or polling chosen, in the background.
    void vehicleAlerts.start();
    closers.unshift({ step: 'vehicle alerts', close: () => vehicleAlerts.stop() });
    onVehiclesSynced = (user, synced) => {
      vehicleAlerts.noteShares(user, synced);
      void vehicleAlerts.requestSubscriptionSync();
    };
    closers.unshift({
      step: 'document worker',
      close: async () => {
        await stopJobWakeups();
        await worker.stop();
        await closeReading();
      },
    });
    const sweep = setInterval(() => {
      void failOrphanedDocuments(database.db, logger, (id) => hasLiveJob(database.db, PROCESS_DOCUMENT_JOB, 'documentId', id)).catch(() => {});
      void deleteExpiredSessions(database.db).catch(() => {});
    }, 60_000);
    sweep.unref();
    closers.unshift({ step: 'sweep timer', close: async () => clearInterval(sweep) });
    // First: whatever still waits for the provider (a job, a request, a background refresh) is let go at once.
    closers.unshift({
      step: 'provider calls',
      close: async () => {
        closing.abort();
        telemetry.close();
        provider.abort();
      },
    });
    services.ready = true;
    return {
      url,
      app,
      services,
      close: async () => {
        const slow: { step: string; ms: number }[] = [];
        for (const closer of closers) {
          const { step } = closer;
          const ms = await runShutdownStep(closer, config.shutdownGraceMs, logger);
          if (ms <= SLOW_SHUTDOWN_STEP_MS) continue;
          logger.warn({ step, ms }, 'shutdown step was slow');
          slow.push({ step, ms });
        }
        return slow;
      },
    };
  } catch (err) {
    for (const { close } of closers) await close().catch(() => {});
    if (!opts.database) await database.close().catch(() => {});
    throw err;
  }
}
