import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SimState } from './types';

export const FIRST_TOKEN_ID = 1001;

export function createEmptyState(): SimState {
  return {
    version: 1,
    signingKey: null,
    cookieSecret: randomBytes(32).toString('hex'),
    nextTokenId: FIRST_TOKEN_ID,
    clients: {},
    users: {},
    vehicles: [],
    grants: [],
    attestations: [],
    vinCredentials: {},
    webhooks: [],
    webhookSubscriptions: [],
    signalOverrides: {},
    injectedEvents: {},
  };
}

const SAVE_SOON_MS = 250;

/** The simulator's state, kept in memory and written to `${dataDir}/simulator/state.json` after each change. */
export class SimStore {
  readonly file: string;
  readonly state: SimState;

  constructor(dataDir: string) {
    const dir = path.join(dataDir, 'simulator');
    mkdirSync(dir, { recursive: true });
    this.file = path.join(dir, 'state.json');
    this.state = loadState(this.file);
  }

  private pending: NodeJS.Timeout | null = null;

  /** Writes the state atomically: a temporary file renamed over the old one. */
  save(): void {
    if (this.pending) clearTimeout(this.pending);
    this.pending = null;
    const temp = `${this.file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    writeFileSync(temp, JSON.stringify(this.state, null, 1));
    renameSync(temp, this.file);
  }

  /**
   * Writes the state within SAVE_SOON_MS, once for every change made meanwhile: for what is issued per vehicle in
   * bursts (a credential per car as a 1,000-car garage signs in), where writing the whole state each time took most
   * of the simulator's time. `flush()` (on close) writes what is waiting.
   */
  saveSoon(): void {
    this.pending ??= setTimeout(() => this.save(), SAVE_SOON_MS).unref();
  }

  flush(): void {
    if (this.pending) this.save();
  }

  allocateTokenId(): number {
    return this.state.nextTokenId++;
  }
}

function loadState(file: string): SimState {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return createEmptyState();
    throw error;
  }
  const parsed = JSON.parse(text) as Partial<SimState>;
  if (parsed.version !== 1) throw new Error(`Unsupported simulator state version in ${file}`);
  return { ...createEmptyState(), ...parsed } as SimState;
}
