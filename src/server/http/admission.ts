import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface AdmissionOptions {
  /** Requests worked on at once. */
  maxInFlight: number;
  /** Requests that may wait for a slot; beyond them a request is refused at once. */
  maxQueued: number;
  /** The longest a request waits for a slot before it is refused. */
  maxWaitMs: number;
  /** Work, in ms, that requests may do in one turn of the event loop before the next ones wait for a later turn. */
  turnBudgetMs?: number;
}

/**
 * An embedded database answers a request within the turn of the event loop that reads it, so a turn that reads many
 * requests lasts as long as all their work. The event loop accepts one new connection per turn (libuv), so while the
 * connections already accepted keep the turns long, new ones wait unaccepted in the kernel, unseen by any gate, until
 * their clients give up. 20 ms is two or three dashboard loads.
 */
const DEFAULT_TURN_BUDGET_MS = 20;

/**
 * Whether the event loop is overloaded: a timer due every `everyMs` is more than `lateMs` overdue now (a burst of
 * requests handled in one turn: those at its end have waited that long), or fired that late on its last two turns
 * in a row (requests keep waiting). One long stretch of work followed by calm is not overload.
 */
export function watchEventLoop(opts: { lateMs: number; everyMs?: number }) {
  const everyMs = opts.everyMs ?? 100;
  let due = performance.now() + everyMs;
  let lateTurns = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    lateTurns = now - due > opts.lateMs ? lateTurns + 1 : 0;
    due = now + everyMs;
  }, everyMs);
  timer.unref();
  return {
    get overloaded() {
      return lateTurns >= 2 || performance.now() - due > opts.lateMs;
    },
    stop: () => clearInterval(timer),
  };
}

/**
 * A bounded in-flight gate: `enter()` resolves true when the caller may start (now or after waiting its turn, first
 * come first served), false when the queue is full or its wait ran out. Each admitted caller calls `leave()` once.
 * Callers start at once only while the current turn of the event loop has done less than `turnBudgetMs` of work;
 * waiting callers start one per turn, so each turn stays short and the loop keeps accepting connections.
 */
export function createAdmission(opts: AdmissionOptions) {
  const turnBudgetMs = opts.turnBudgetMs ?? DEFAULT_TURN_BUDGET_MS;
  let inFlight = 0;
  const waiting: { admit: () => void; timer: NodeJS.Timeout }[] = [];
  let turnStartedAt: number | null = null;
  let pumping = false;

  /** Whether the current turn still has room for work; the first caller of a turn starts its clock. */
  const turnHasRoom = () => {
    const now = performance.now();
    if (turnStartedAt === null) {
      turnStartedAt = now;
      setImmediate(() => (turnStartedAt = null));
    }
    return now - turnStartedAt < turnBudgetMs;
  };
  // Admits the first waiting caller; scheduled from its own run, the next one comes a turn later.
  const pump = () => {
    pumping = false;
    if (waiting.length === 0 || inFlight >= opts.maxInFlight) return;
    const next = waiting.shift()!;
    clearTimeout(next.timer);
    inFlight++;
    next.admit();
    schedulePump();
  };
  const schedulePump = () => {
    if (pumping || waiting.length === 0) return;
    pumping = true;
    setImmediate(pump);
  };

  return {
    enter(): Promise<boolean> {
      if (inFlight < opts.maxInFlight && waiting.length === 0 && turnHasRoom()) {
        inFlight++;
        return Promise.resolve(true);
      }
      if (waiting.length >= opts.maxQueued) return Promise.resolve(false);
      return new Promise((resolve) => {
        const entry = {
          admit: () => resolve(true),
          timer: setTimeout(() => {
            waiting.splice(waiting.indexOf(entry), 1);
            resolve(false);
          }, opts.maxWaitMs),
        };
        waiting.push(entry);
        schedulePump();
      });
    },
    leave(): void {
      inFlight--;
      schedulePump();
    },
    get inFlight() {
      return inFlight;
    },
    get queued() {
      return waiting.length;
    },
  };
}

/** Seconds a refused client is told to wait before it tries again. */
const RETRY_AFTER_SECONDS = 1;

/**
 * Puts the requests `applies` picks through an admission gate: past its bounds the server answers 503 with
 * Retry-After (a refusal a client or load balancer understands) instead of taking in more work than it can finish
 * before the client gives up. A slot is held until the response is sent or the connection closes, so a streamed
 * answer holds it to its end.
 *
 * Work that never waits (an embedded database answers within the same turn of the event loop) never shows as
 * requests in flight: the backlog then builds up unseen in front of the server. So a request is also refused at once
 * while the event loop keeps running more than `maxLagMs` late, which lets that backlog drain instead of time out.
 */
export function registerAdmission(app: FastifyInstance, opts: AdmissionOptions & { maxLagMs: number; applies: (req: FastifyRequest) => boolean }): void {
  const admission = createAdmission(opts);
  const loop = watchEventLoop({ lateMs: opts.maxLagMs });
  app.addHook('onClose', async () => loop.stop());
  app.addHook('onRequest', async (req, reply) => {
    if (!opts.applies(req)) return;
    const admitted = !loop.overloaded && (await admission.enter());
    // A client that left while it waited has closed its response already: its slot goes back at once.
    if (admitted && !reply.raw.closed) {
      reply.raw.once('close', () => admission.leave());
      return;
    }
    if (admitted) admission.leave();
    else req.log.info({ inFlight: admission.inFlight, queued: admission.queued, loopOverloaded: loop.overloaded }, 'overloaded: request refused');
    return reply
      .code(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send({ error: 'Service Unavailable', message: 'The server is busy. Please try again in a moment.' });
  });
}
