import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const int = (def: number, min = 0, max = Number.MAX_SAFE_INTEGER) => z.coerce.number().int().min(min).max(max).default(def);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: int(3000, 0, 65535),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  SESSION_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  SESSION_DAYS: int(14, 1, 365),

  DIMO_CLIENT_ID: optionalString,
  DIMO_API_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 0x-prefixed 32-byte hex private key')
      .optional(),
  ),
  DIMO_REDIRECT_URI: optionalUrl,
  DIMO_ENV: z.enum(['production', 'development']).default('production'),
  DIMO_LOGIN_URL: optionalUrl,

  SIM_PORT: int(3100, 0, 65535),
  SIM_PUBLIC_URL: optionalUrl,
  SIM_OTP: z.string().regex(/^\d{6}$/, 'must be six digits').default('000000'),
  SIM_URL: optionalUrl,
  SIM_DEVELOPER_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 0x-prefixed 32-byte hex private key')
      .optional(),
  ),

  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  LLM_VISION_MODEL: optionalString,

  TELEMETRY_CACHE_SECONDS: int(60, 0, 3600),
  MAP_TILE_URL: z
    .string()
    .trim()
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    .refine((v) => /^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/.test(v), 'must be an http(s) URL template with {z}, {x} and {y}'),
  MAP_TILE_ATTRIBUTION: z.string().trim().max(300).default('© OpenStreetMap contributors'),
  PROVIDER_CONCURRENCY: int(16, 1, 64),
  TELEMETRY_DEADLINE_MS: int(8000, 100, 120_000),
  PROVIDER_TIMEOUT_MS: int(10_000, 100, 120_000),
  CHAT_MESSAGES_PER_MINUTE: int(20, 1, 1000),
  HTTP_MAX_IN_FLIGHT: int(32, 1, 10_000),
  HTTP_MAX_CHAT_IN_FLIGHT: int(16, 1, 1000),
  HTTP_MAX_QUEUED: int(512, 0, 100_000),
  HTTP_QUEUE_WAIT_MS: int(3000, 0, 60_000),
  HTTP_MAX_LAG_MS: int(5000, 10, 60_000),
  SHUTDOWN_GRACE_MS: int(10_000, 100, 600_000),
  JOB_LOCK_SECONDS: int(30, 2, 3600),
  JOB_CONCURRENCY: int(1, 0, 16),
  DOCUMENT_TIMEOUT_SECONDS: int(120, 1, 3600),

  STORAGE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[A-Za-z0-9_./-]*)?$/, 'must be s3://bucket or s3://bucket/prefix (unset for local disk)')
      .optional(),
  ),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().trim().min(1).max(64).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  SMTP_HOST: optionalString,
  SMTP_PORT: int(587, 1, 65535),
  SMTP_SECURE: flag,
  SMTP_USER: optionalString,
  SMTP_PASSWORD: optionalString,
  SMTP_FROM: optionalString,
  WEBHOOK_ALLOW_PRIVATE: flag,
  TRIGGERS_MODE: z.enum(['auto', 'polling', 'off']).default('auto'),
  TRIGGERS_POLL_SECONDS: int(60, 1, 86_400),
  TRIGGERS_CHECK_SECONDS: int(300, 5, 86_400),
  TRIGGERS_MAX_EVENT_AGE_SECONDS: int(600, 10, 86_400),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  dataDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string | undefined;
  sessionDays: number;
  provider:
    | { mode: 'dimo'; env: 'production' | 'development'; clientId: string; apiKey: `0x${string}`; redirectUri: string; loginUrl: string | undefined }
    | {
        mode: 'simulator';
        port: number;
        publicUrl: string | undefined;
        otp: string;
        /** A simulator already running (shared by several instances) instead of one started by this app. */
        url: string | undefined;
        /** The developer key this app registers with the simulator (instances sharing one simulator share it). */
        developerKey: `0x${string}` | undefined;
      };
  llm: { baseUrl: string; apiKey: string; model: string; visionModel: string | undefined } | null;
  telemetryCacheSeconds: number;
  /** The trip map's raster tiles: a URL template ({s}, {z}, {x}, {y}) and the credit shown on the map. */
  mapTiles: { url: string; attribution: string };
  providerConcurrency: number;
  /** How long a page waits for one vehicle's telemetry before showing that card without it. */
  telemetryDeadlineMs: number;
  providerTimeoutMs: number;
  chatMessagesPerMinute: number;
  /**
   * API requests worked on at once (chat messages, the costliest, apart: at most `maxChatInFlight` of them); up to
   * `maxQueued` more wait at most `maxWaitMs`, the rest get 503 + Retry-After; so does every request while the event
   * loop runs more than `maxLagMs` late.
   */
  admission: { maxInFlight: number; maxChatInFlight: number; maxQueued: number; maxWaitMs: number; maxLagMs: number };
  /** At shutdown, how long requests still running are waited for before their connections are cut. */
  shutdownGraceMs: number;
  /** A crashed worker's job is resumed once its lock (this long) runs out. */
  jobLockMs: number;
  /** The most one document's processing job may take before it ends in error. */
  documentTimeoutMs: number;
  /** Documents this instance processes at once; 0 for an instance that only serves requests. */
  jobConcurrency: number;
  /** Where uploaded files live: `DATA_DIR/files`, or an S3-compatible bucket every instance shares. */
  storage: { kind: 'local' } | S3StorageConfig;
  /** Outgoing email for notifications; null when SMTP_HOST is not set (email is then off). */
  smtp: { host: string; port: number; secure: boolean; user: string | undefined; password: string | undefined; from: string } | null;
  /** Lets owners' webhooks reach private, loopback and the app's own addresses (off by default). */
  webhookAllowPrivate: boolean;
  /**
   * Real-time vehicle alerts: `auto` uses the provider's Vehicle Triggers (webhooks) when they work and can reach the
   * app, else polls telemetry every `pollMs`; `polling` always polls; `off` raises none. The webhooks are checked
   * every `checkMs`.
   */
  /** maxEventAgeMs: provider events sent longer ago than this are ignored (a replay, or a retry too late to matter). */
  triggers: { mode: 'auto' | 'polling' | 'off'; pollMs: number; checkMs: number; maxEventAgeMs: number };
}

export interface S3StorageConfig {
  kind: 's3';
  bucket: string;
  prefix: string;
  endpoint: string | undefined;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses an environment (process.env by default) into the app's configuration; throws ConfigError naming each bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || '(environment)'}: ${i.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];

  const dimoVars = { DIMO_CLIENT_ID: e.DIMO_CLIENT_ID, DIMO_API_KEY: e.DIMO_API_KEY, DIMO_REDIRECT_URI: e.DIMO_REDIRECT_URI };
  const setDimo = Object.entries(dimoVars).filter(([, v]) => v !== undefined);
  if (setDimo.length > 0 && setDimo.length < 3) {
    for (const [name, v] of Object.entries(dimoVars)) {
      if (v === undefined) problems.push(`${name}: required when ${setDimo.map(([n]) => n).join(', ')} is set`);
    }
  }
  const llmVars = { LLM_BASE_URL: e.LLM_BASE_URL, LLM_MODEL: e.LLM_MODEL };
  const setLlm = Object.entries(llmVars).filter(([, v]) => v !== undefined);
  if (setLlm.length === 1) {
    for (const [name, v] of Object.entries(llmVars)) if (v === undefined) problems.push(`${name}: required when ${setLlm[0][0]} is set`);
  }
  const s3Keys = { S3_ACCESS_KEY_ID: e.S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: e.S3_SECRET_ACCESS_KEY };
  const setS3Keys = Object.entries(s3Keys).filter(([, v]) => v !== undefined);
  if (setS3Keys.length === 1) {
    for (const [name, v] of Object.entries(s3Keys)) if (v === undefined) problems.push(`${name}: required when ${setS3Keys[0][0]} is set`);
  }
  if (!e.STORAGE_URL) {
    for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const) {
      if (e[name] !== undefined) problems.push(`${name}: only used with STORAGE_URL=s3://bucket/prefix, which is not set`);
    }
  }
  if (e.SMTP_HOST && !e.SMTP_FROM) problems.push('SMTP_FROM: required when SMTP_HOST is set (the sender address, e.g. "DriveWise <alerts@example.com>")');
  if (e.SMTP_PASSWORD && !e.SMTP_USER) problems.push('SMTP_USER: required when SMTP_PASSWORD is set');
  if (problems.length) throw new ConfigError(problems);

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL,
    logLevel: e.LOG_LEVEL,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    sessionSecret: e.SESSION_SECRET,
    sessionDays: e.SESSION_DAYS,
    provider:
      setDimo.length === 3
        ? {
            mode: 'dimo',
            env: e.DIMO_ENV,
            clientId: e.DIMO_CLIENT_ID!,
            apiKey: e.DIMO_API_KEY as `0x${string}`,
            redirectUri: e.DIMO_REDIRECT_URI!,
            loginUrl: e.DIMO_LOGIN_URL,
          }
        : {
            mode: 'simulator',
            port: e.SIM_PORT,
            publicUrl: e.SIM_PUBLIC_URL,
            otp: e.SIM_OTP,
            url: e.SIM_URL,
            developerKey: e.SIM_DEVELOPER_KEY as `0x${string}` | undefined,
          },
    llm:
      e.LLM_BASE_URL && e.LLM_MODEL
        ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY ?? '', model: e.LLM_MODEL, visionModel: e.LLM_VISION_MODEL }
        : null,
    telemetryCacheSeconds: e.TELEMETRY_CACHE_SECONDS,
    mapTiles: { url: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION },
    providerConcurrency: e.PROVIDER_CONCURRENCY,
    telemetryDeadlineMs: e.TELEMETRY_DEADLINE_MS,
    providerTimeoutMs: e.PROVIDER_TIMEOUT_MS,
    chatMessagesPerMinute: e.CHAT_MESSAGES_PER_MINUTE,
    admission: { maxInFlight: e.HTTP_MAX_IN_FLIGHT, maxChatInFlight: e.HTTP_MAX_CHAT_IN_FLIGHT, maxQueued: e.HTTP_MAX_QUEUED, maxWaitMs: e.HTTP_QUEUE_WAIT_MS, maxLagMs: e.HTTP_MAX_LAG_MS },
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    jobLockMs: e.JOB_LOCK_SECONDS * 1000,
    documentTimeoutMs: e.DOCUMENT_TIMEOUT_SECONDS * 1000,
    jobConcurrency: e.JOB_CONCURRENCY,
    storage: e.STORAGE_URL ? s3Storage(e) : { kind: 'local' },
    smtp: e.SMTP_HOST
      ? {
          host: e.SMTP_HOST,
          port: e.SMTP_PORT,
          secure: e.SMTP_SECURE || e.SMTP_PORT === 465,
          user: e.SMTP_USER,
          password: e.SMTP_PASSWORD,
          from: e.SMTP_FROM!,
        }
      : null,
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE,
    triggers: { mode: e.TRIGGERS_MODE, pollMs: e.TRIGGERS_POLL_SECONDS * 1000, checkMs: e.TRIGGERS_CHECK_SECONDS * 1000, maxEventAgeMs: e.TRIGGERS_MAX_EVENT_AGE_SECONDS * 1000 },
  };
}

function s3Storage(e: Env): S3StorageConfig {
  const url = new URL(e.STORAGE_URL!);
  return {
    kind: 's3',
    bucket: url.hostname,
    prefix: url.pathname.replace(/^\/+|\/+$/g, ''),
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    credentials: e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
    // Self-hosted stores (MinIO) want the bucket in the path; AWS wants it in the host name.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : e.S3_ENDPOINT !== undefined,
  };
}
