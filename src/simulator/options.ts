import { z } from 'zod';
import type { SimService } from './context';
import type { TriggerEngineOptions } from './triggers/engine';

export interface SimulatorFaults {
  latencyMs?: number;
  /** 0..1: share of data requests answered 500. */
  errorRate?: number;
  /** Issue already-expired vehicle JWTs. */
  expireTokens?: boolean;
  /** Telemetry for these vehicles answers 500. */
  failTokenIds?: number[];
  /** Telemetry for these vehicles answers only after `slowMs` (default 5000). */
  slowTokenIds?: number[];
  slowMs?: number;
  /** Answer 404 on /vehicle-triggers/*, like a provider without the Vehicle Triggers service. */
  triggersUnavailable?: boolean;
}

export const SimulatorFaultsSchema = z.object({
  latencyMs: z.number().min(0).max(120_000).optional(),
  errorRate: z.number().min(0).max(1).optional(),
  expireTokens: z.boolean().optional(),
  failTokenIds: z.array(z.number().int()).optional(),
  slowTokenIds: z.array(z.number().int()).optional(),
  slowMs: z.number().min(0).max(120_000).optional(),
  triggersUnavailable: z.boolean().optional(),
}) satisfies z.ZodType<SimulatorFaults>;

export interface SimulatorOptions {
  /** State persists in `${dataDir}/simulator/`. */
  dataDir: string;
  /** 0 = random free port; default 3100. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default '000000'. */
  otp?: string;
  /** Default 80002. */
  chainId?: number;
  faults?: SimulatorFaults;
  now?: () => Date;
  logger?: boolean;
  /** Vehicle Triggers: evaluation tick, delivery retries and time-outs, failures before a webhook is marked failed. */
  triggers?: TriggerEngineOptions;
  /** Also serve these services at the root of their own ports (0 = any free port), as DIMO's hosts do. */
  servicePorts?: Partial<Record<SimService, number>>;
}

export interface RunningSimulator {
  /** e.g. http://127.0.0.1:3100, no trailing slash. */
  url: string;
  /** Each service's base URL: the root of its own port when it has one, else its path on `url` (e.g. {url}/identity). */
  serviceUrls: Record<SimService, string>;
  close(): Promise<void>;
  setFaults(f: SimulatorFaults): void;
}
