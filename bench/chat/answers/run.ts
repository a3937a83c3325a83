/**
 * Runs the answer-level evaluation: every question and dialogue asked through the real chat (streamed, as the page
 * asks), each answer checked by check.ts against the simulator's readings and the bench's own records, proposals
 * confirmed or cancelled through the chat's own procedures and then looked for in the service log and reminders.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ChatChunk } from '../../../src/shared/api/chat';
import type { AppProcess } from '../../support/app';
import { readDrivingTruth } from './driving-truth';
import { checkTurn, rolesConcerned, type ActionSpec, type Reply, type Turn, type TurnContext, type TurnResult } from './check';
import { readQuantities, type Lang, type Quantity } from './reading';
import type { Owner } from './setup';
import { DAY_MS, isoDay, modelOf, nowFacts, readingsDuring, ROLES, type NumberFact, type Role } from './truth';

export type Part = 'held-back' | 'dialogues' | 'development' | 'trips';

interface Item {
  id: string;
  lang: Lang;
  sel: Role | 'fleet';
  say?: string;
  about?: string;
  expect?: string[];
  forbid?: string[];
  action?: ActionSpec;
  turns?: Turn[];
}

interface SetFile {
  items?: Item[];
  dialogues?: Item[];
}

export interface TurnOutcome extends TurnResult {
  id: string;
  part: Part;
  lang: Lang;
  say: string;
  answer: string;
  ms: number;
}

const DIR = import.meta.dirname;

export function loadPart(part: Part): { id: string; lang: Lang; sel: Role | 'fleet'; turns: Turn[]; fresh: boolean }[] {
  const file = path.join(DIR, part === 'held-back' ? 'held-back.json' : part === 'dialogues' ? 'dialogues.json' : part === 'trips' ? 'trips.json' : 'development.json');
  const set = JSON.parse(readFileSync(file, 'utf8')) as SetFile;
  const singles = (set.items ?? []).map((i) => ({
    id: i.id,
    lang: i.lang,
    sel: i.sel,
    fresh: false,
    turns: [{ say: i.say, about: i.about, expect: i.expect ?? [], forbid: i.forbid, action: i.action }],
  }));
  const dialogues = (set.dialogues ?? []).map((d) => ({ id: d.id, lang: d.lang, sel: d.sel, fresh: true, turns: d.turns ?? [] }));
  return [...singles, ...dialogues];
}

type Client = Owner['client'];
type ServiceRecords = Awaited<ReturnType<Client['serviceLog']['list']['query']>>['items'];
type Reminders = Awaited<ReturnType<Client['reminders']['list']['query']>>;

interface ChatAction {
  id?: string;
  status?: string;
  type?: string;
  tokenId?: number;
  record?: { kind?: string; date?: string; odometerKm?: number | null; totalCost?: number | null; currency?: string | null };
  reminder?: { kind?: string; dueOdometerKm?: number | null; dueDate?: string | null };
  reminderId?: string;
  until?: string;
}

/** A tRPC mutation called as the page calls it (JSON over POST), by name: the chat's action procedures. */
async function mutate<T>(app: AppProcess, cookie: string, procedure: string, input: unknown): Promise<T> {
  const res = await fetch(`${app.url}/api/trpc/${procedure}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: app.url },
    body: JSON.stringify(input),
  });
  const body = (await res.json()) as { result?: { data: T }; error?: { message?: string } };
  if (!res.ok || !body.result) throw new Error(`${procedure}: HTTP ${res.status} ${body.error?.message ?? ''}`);
  return body.result.data;
}

async function ask(owner: Owner, tokenId: number, message: string): Promise<Reply> {
  const stream = await owner.client.chat.send.mutate({ tokenId, message }, { context: { stream: true } });
  let done: Extract<ChatChunk, { kind: 'done' }> | undefined;
  for await (const chunk of stream as AsyncIterable<ChatChunk>) if (chunk.kind === 'done') done = chunk;
  if (!done) throw new Error(`no answer to "${message}"`);
  return { content: done.message.content, metadata: (done.message.metadata ?? {}) as Record<string, unknown>, id: done.message.id } as Reply & { id: string };
}

export async function runParts(app: AppProcess, owner: Owner, parts: Part[], log: (line: string) => void): Promise<TurnOutcome[]> {
  const outcomes: TurnOutcome[] = [];
  const carOf = (role: Role) => owner.cars.find((c) => c.role === role)!;
  const tokenOf = (sel: Role | 'fleet') => (sel === 'fleet' ? 0 : carOf(sel).tokenId);
  for (const part of parts) {
    for (const item of loadPart(part)) {
      const tokenId = tokenOf(item.sel);
      if (item.fresh) {
        await mutate(app, owner.cookie, 'chat.clear', { tokenId }).catch((err) => log(`  (clear failed: ${(err as Error).message})`));
        await ensureReminders(owner, item.turns);
      }
      const asked: Quantity[] = [];
      type Proposal = { spec: ActionSpec; action: ChatAction | null; messageId: string | null; before: Snapshot; role: Role };
      let proposal = null as Proposal | null;
      for (const [i, turn] of item.turns.entries()) {
        const role = (item.sel === 'fleet' ? 'gas' : item.sel) as Role;
        const before = turn.action ? await snapshot(owner, role) : null;
        const started = Date.now();
        let reply: Reply & { id?: string };
        if (turn.say) {
          asked.push(...readQuantities(turn.say, item.lang, []));
          reply = await ask(owner, tokenId, turn.say);
        } else if (turn.do && proposal?.messageId) {
          const message = await mutate<{ content: string; metadata?: Record<string, unknown> }>(app, owner.cookie, turn.do === 'confirm' ? 'chat.confirmAction' : 'chat.cancelAction', {
            tokenId,
            messageId: proposal.messageId,
          }).catch((err: Error) => ({ content: `(${err.message})`, metadata: {} }));
          reply = { content: message.content, metadata: message.metadata ?? {} };
        } else reply = { content: '(nothing to press: no proposal was shown)', metadata: {} };
        const answeredAt = Date.now();
        const ctx: TurnContext = {
          lang: item.lang,
          sel: item.sel,
          cars: owner.cars,
          ledger: owner.ledger,
          now: new Map(owner.cars.map((c) => [c.role, nowFacts(c, readingsDuring(c, started, answeredAt))])),
          at: started,
          asked,
          extra: await reminderFacts(owner, started),
          driving: await readDrivingTruth(owner, owner.cars.filter((c) => rolesConcerned(turn, item.sel).includes(c.role)), turn.expect, started),
        };
        if (turn.action && before) {
          const action = (reply.metadata.action ?? null) as ChatAction | null;
          const after = await snapshot(owner, role);
          const why = proposalProblems(turn.action, action, reply, ctx, role, owner, before);
          if (!sameSnapshot(before, after)) why.push('something was saved before Confirm');
          ctx.action = { proposedOk: why.length === 0, savedOk: false, unsavedOk: false, why };
          // a corrected proposal replaces the first, which still holds what was there before it
          proposal = { spec: turn.action, action, messageId: reply.id ?? null, before: proposal?.before ?? before, role };
        } else if (turn.expect.some((e) => e === 'saved' || e === 'unsaved') && proposal) {
          const why = await savedProblems(owner, proposal, turn.expect.includes('saved'), started);
          ctx.action = { proposedOk: false, savedOk: why.length === 0, unsavedOk: why.length === 0, why };
        }
        const result = checkTurn(turn, reply, ctx);
        const outcome: TurnOutcome = { ...result, id: item.turns.length > 1 ? `${item.id}#${i + 1}` : item.id, part, lang: item.lang, say: turn.say ?? `[${turn.do}]`, answer: reply.content, ms: answeredAt - started };
        outcomes.push(outcome);
        log(`${outcome.id}: ${outcome.missing.length || outcome.wrong.length || outcome.invented.length ? 'miss' : 'ok'}`);
      }
    }
  }
  return outcomes;
}

interface Snapshot {
  records: ServiceRecords;
  reminders: Reminders;
}

async function snapshot(owner: Owner, role: Role): Promise<Snapshot> {
  const car = owner.cars.find((c) => c.role === role)!;
  return { records: (await owner.client.serviceLog.list.query({ tokenId: car.tokenId, limit: 100 })).items, reminders: await owner.client.reminders.list.query({ includeClosed: true }) };
}

function sameSnapshot(a: Snapshot, b: Snapshot): boolean {
  const key = (s: Snapshot) => JSON.stringify({ r: s.records.map((r) => [r.id, r.totalCost, r.date]).sort(), m: s.reminders.map((r) => [r.id, r.state, r.snoozedUntil, r.dueOdometerKm, r.dueDate]).sort() });
  return key(a) === key(b);
}

function expectedDate(spec: ActionSpec, at: number): string {
  return isoDay(spec.date === 'yesterday' ? at - DAY_MS : at);
}

function openReminder(reminders: Reminders, tokenId: number, kind: string) {
  return reminders.filter((r) => r.tokenId === tokenId && r.kind === kind && !['done', 'dismissed'].includes(r.state));
}

function proposalProblems(spec: ActionSpec, action: ChatAction | null, reply: Reply, ctx: TurnContext, role: Role, owner: Owner, before: Snapshot): string[] {
  if (!action) return ['no proposal in the answer'];
  const why: string[] = [];
  const car = owner.cars.find((c) => c.role === role)!;
  if (action.status !== 'proposed') why.push(`status ${action.status}`);
  const qs = readQuantities(reply.content, ctx.lang, []);
  if (spec.type === 'service') {
    const r = action.record ?? {};
    if (action.type !== 'add_service_record') why.push(`type ${action.type}`);
    if (r.kind !== spec.kind) why.push(`kind ${r.kind} (want ${spec.kind})`);
    if (r.date !== expectedDate(spec, ctx.at)) why.push(`date ${r.date} (want ${expectedDate(spec, ctx.at)})`);
    if (spec.odometerKm !== undefined && r.odometerKm !== spec.odometerKm) why.push(`odometer ${r.odometerKm} (want ${spec.odometerKm})`);
    if (spec.cost !== undefined && r.totalCost !== spec.cost) why.push(`cost ${r.totalCost} (want ${spec.cost})`);
    if (spec.currency !== undefined && r.currency !== spec.currency) why.push(`currency ${r.currency} (want ${spec.currency})`);
    if (spec.cost !== undefined && !qs.some((q) => q.kind === 'money' && q.value === spec.cost)) why.push('the cost is not shown');
    if (spec.odometerKm !== undefined && !qs.some((q) => q.kind === 'distance' && Math.abs(q.value - spec.odometerKm!) < 1)) why.push('the odometer is not shown');
  } else if (spec.type === 'reminder') {
    const r = action.reminder ?? {};
    if (action.type !== 'create_reminder') why.push(`type ${action.type}`);
    if (r.kind !== spec.kind) why.push(`kind ${r.kind} (want ${spec.kind})`);
    const odo = ctx.now.get(role)!.odometer?.values ?? [];
    if (!odo.some((o) => Math.abs((r.dueOdometerKm ?? -1) - (o + (spec.inKm ?? 0))) <= 10)) why.push(`due at ${r.dueOdometerKm} km (want ${Math.round(odo[0] + (spec.inKm ?? 0))})`);
  } else {
    const want = spec.type === 'snooze' ? 'snooze_reminder' : 'complete_reminder';
    if (action.type !== want) why.push(`type ${action.type}`);
    const candidates = openReminder(before.reminders, car.tokenId, spec.kind);
    if (!candidates.some((r) => r.id === action.reminderId)) why.push(`reminder ${action.reminderId} is not the open ${spec.kind} reminder`);
    if (spec.type === 'snooze' && action.until !== isoDay(ctx.at + (spec.days ?? 7) * DAY_MS)) why.push(`until ${action.until} (want ${isoDay(ctx.at + (spec.days ?? 7) * DAY_MS)})`);
  }
  return why;
}

async function savedProblems(owner: Owner, p: { spec: ActionSpec; action: ChatAction | null; before: Snapshot; role: Role }, wantSaved: boolean, at: number): Promise<string[]> {
  const after = await snapshot(owner, p.role);
  if (!wantSaved) return sameSnapshot(p.before, after) ? [] : ['the cancelled proposal changed the data'];
  const spec = p.spec;
  const car = owner.cars.find((c) => c.role === p.role)!;
  if (spec.type === 'service') {
    const added = after.records.filter((r) => !p.before.records.some((b) => b.id === r.id));
    const match = added.find(
      (r) =>
        r.kind === spec.kind &&
        r.date === expectedDate(spec, at) &&
        (spec.odometerKm === undefined || r.odometerKm === spec.odometerKm) &&
        (spec.cost === undefined || r.totalCost === spec.cost) &&
        (spec.currency === undefined || r.currency === spec.currency),
    );
    if (!match) return [`no matching record in the service log (added: ${JSON.stringify(added.map((r) => [r.kind, r.date, r.odometerKm, r.totalCost, r.currency]))})`];
    owner.ledger.records.push({ role: p.role, kind: spec.kind, date: match.date!, odometerKm: match.odometerKm, cost: match.totalCost ?? 0, currency: match.currency ?? 'USD' });
    return [];
  }
  if (spec.type === 'reminder') {
    const added = after.reminders.filter((r) => !p.before.reminders.some((b) => b.id === r.id) && r.tokenId === car.tokenId);
    const want = p.action?.reminder?.dueOdometerKm;
    return added.some((r) => r.kind === spec.kind && r.dueOdometerKm !== null && want !== undefined && r.dueOdometerKm === want) ? [] : [`no new ${spec.kind} reminder at ${want} km`];
  }
  const reminder = after.reminders.find((r) => r.id === p.action?.reminderId);
  if (!reminder) return ['the reminder is gone'];
  if (spec.type === 'snooze') return reminder.state === 'snoozed' && reminder.snoozedUntil === p.action?.until ? [] : [`reminder is ${reminder.state} until ${reminder.snoozedUntil}`];
  return reminder.state === 'done' ? [] : [`reminder is ${reminder.state}`];
}

/** Dialogues that snooze or complete a reminder find one open (an earlier dialogue may have closed it). */
async function ensureReminders(owner: Owner, turns: Turn[]): Promise<void> {
  for (const t of turns) {
    if (!t.action || (t.action.type !== 'snooze' && t.action.type !== 'complete')) continue;
    const reminders = await owner.client.reminders.list.query({ includeClosed: true });
    for (const role of ROLES) {
      const car = owner.cars.find((c) => c.role === role)!;
      if (openReminder(reminders, car.tokenId, t.action.kind).some((r) => r.state !== 'snoozed')) continue;
      const wantsOne = (t.action.kind === 'insurance_expiry' && (role === 'gas' || role === 'ev')) || (t.action.kind === 'brake_service' && role === 'gas');
      if (!wantsOne) continue;
      const odo = Math.round(modelOf(car).getOdometerAt(Date.now()));
      await owner.client.reminders.create.mutate(
        t.action.kind === 'brake_service'
          ? { vehicleId: owner.vehicleIds[role], kind: 'brake_service', dueOdometerKm: odo + 1800 }
          : { vehicleId: owner.vehicleIds[role], kind: t.action.kind as 'insurance_expiry', dueDate: isoDay(Date.now() + 60 * DAY_MS) },
      );
    }
  }
}

/** The reminders' own figures (what the bench or its documents set): due distances, distances and days left. */
async function reminderFacts(owner: Owner, at: number): Promise<NumberFact[]> {
  const reminders = await owner.client.reminders.list.query({ includeClosed: true });
  const facts: NumberFact[] = [];
  for (const r of reminders) {
    const car = owner.cars.find((c) => c.tokenId === r.tokenId);
    if (!car) continue;
    if (r.dueOdometerKm !== null) {
      const odo = modelOf(car).getOdometerAt(at);
      facts.push({ kind: 'distance', values: [r.dueOdometerKm, r.dueOdometerKm - odo], range: [r.dueOdometerKm - odo - 2, r.dueOdometerKm - odo + 2] });
    }
    if (r.dueDate) facts.push({ kind: 'days', values: [Math.round((Date.parse(r.dueDate) - Date.parse(isoDay(at))) / DAY_MS)] });
  }
  return facts;
}

export interface PartScore {
  answers: number;
  complete: number;
  completeShare: number;
  stated: number;
  right: number;
  rightShare: number;
  invented: number;
}

export function scorePart(outcomes: TurnOutcome[]): PartScore {
  const withFacts = outcomes.filter((o) => o.required > 0);
  const complete = withFacts.filter((o) => o.missing.length === 0).length;
  const stated = outcomes.reduce((s, o) => s + o.stated, 0);
  const right = outcomes.reduce((s, o) => s + o.right, 0);
  const share = (a: number, b: number) => (b ? Math.round((a / b) * 1000) / 10 : 100);
  return { answers: withFacts.length, complete, completeShare: share(complete, withFacts.length), stated, right, rightShare: share(right, stated), invented: outcomes.reduce((s, o) => s + o.invented.length, 0) };
}
