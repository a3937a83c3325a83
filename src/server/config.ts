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

  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  LLM_VISION_MODEL: optionalString,

  TELEMETRY_CACHE_SECONDS: int(60, 0, 3600),
  PROVIDER_CONCURRENCY: int(4, 1, 32),
  TELEMETRY_DEADLINE_MS: int(8000, 100, 120_000),
  PROVIDER_TIMEOUT_MS: int(10_000, 100, 120_000),
  CHAT_MESSAGES_PER_MINUTE: int(20, 1, 1000),
  JOB_LOCK_SECONDS: int(30, 2, 3600),
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
    | { mode: 'simulator'; port: number; publicUrl: string | undefined; otp: string };
  llm: { baseUrl: string; apiKey: string; model: string; visionModel: string | undefined } | null;
  telemetryCacheSeconds: number;
  providerConcurrency: number;
  /** How long a page waits for one vehicle's telemetry before showing that card without it. */
  telemetryDeadlineMs: number;
  providerTimeoutMs: number;
  chatMessagesPerMinute: number;
  /** A crashed worker's job is resumed once its lock (this long) runs out. */
  jobLockMs: number;
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
        : { mode: 'simulator', port: e.SIM_PORT, publicUrl: e.SIM_PUBLIC_URL, otp: e.SIM_OTP },
    llm:
      e.LLM_BASE_URL && e.LLM_MODEL
        ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY ?? '', model: e.LLM_MODEL, visionModel: e.LLM_VISION_MODEL }
        : null,
    telemetryCacheSeconds: e.TELEMETRY_CACHE_SECONDS,
    providerConcurrency: e.PROVIDER_CONCURRENCY,
    telemetryDeadlineMs: e.TELEMETRY_DEADLINE_MS,
    providerTimeoutMs: e.PROVIDER_TIMEOUT_MS,
    chatMessagesPerMinute: e.CHAT_MESSAGES_PER_MINUTE,
    jobLockMs: e.JOB_LOCK_SECONDS * 1000,
  };
}
