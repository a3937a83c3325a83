/**
 * The assistant acting for the owner, always with confirmation: an answer proposes an action (a service record, a
 * reminder, a snooze, a reminder done) and shows what will be saved; nothing is saved until the owner confirms (the
 * Confirm button, Edit then Confirm, or a typed yes), and then only through the service log's and the reminders' own
 * calls, the same the forms and the MCP write tools use.
 */
import { randomUUID } from 'node:crypto';
import { ChatActionSchema, type ChatAction, type ChatActionEdits } from '../../../shared/api/chat';
import { ServiceRecordInputSchema, type ServiceKind } from '../../../shared/api/service-log';
import { CreateReminderInputSchema } from '../../../shared/api/reminders';
import type { ReminderKind } from '../../../shared/reminders';
import type { Db } from '../../db/connection';
import { updateConversationMessage } from '../../db/repositories';
import type { StoredChatMessage, User, Vehicle } from '../../db/schema';
import { AppError } from '../../errors';
import type { ActionIntent, ProposalReply } from '../assistant/understanding/actions';
import type { Language } from '../assistant/understanding/language';
import { ACTION_TEXTS } from '../assistant/wording/action-texts';
import { wordingIn } from '../assistant/wording/wording';
import type { RemindersService } from '../reminders/reminders-service';
import type { ServiceLog } from '../service-log/service-log';
import type { TelemetryService } from '../telemetry/telemetry-service';
import type { VehicleAccess } from '../vehicles/vehicle-access';

export interface ActionDeps {
  db: Db;
  telemetry: TelemetryService;
  vehicles: VehicleAccess;
  serviceLog: ServiceLog;
  reminders: RemindersService;
}

export interface ActionAnswer {
  content: string;
  metadata: Record<string, unknown>;
}

const OPEN = ['upcoming', 'due_soon', 'overdue', 'snoozed'];

/** The proposal for what the owner asked, or a plain answer when it cannot be proposed (no such reminder, no odometer). */
export async function proposeAction(deps: ActionDeps, user: User, vehicle: Vehicle, intent: ActionIntent, lang: Language): Promise<ActionAnswer> {
  const t = ACTION_TEXTS[lang];
  const base = { id: randomUUID(), status: 'proposed' as const, tokenId: vehicle.tokenId, vehicleName: vehicle.name };
  switch (intent.type) {
    case 'add_service_record': {
      const r = intent.record;
      const currency = r.totalCost !== null ? (r.currency ?? (lang === 'en' ? 'USD' : 'EUR')) : null;
      return proposal({ ...base, type: 'add_service_record', record: { ...r, currency } }, lang);
    }
    case 'create_reminder': {
      let dueOdometerKm: number | null = null;
      if (intent.inKm !== null) {
        const odometer = await readOdometer(deps, vehicle);
        if (odometer === null) return { content: t.needOdometer(vehicle.name), metadata: {} };
        dueOdometerKm = Math.round(odometer + intent.inKm);
      }
      return proposal({ ...base, type: 'create_reminder', reminder: { kind: intent.kind, title: intent.title, dueOdometerKm, dueDate: intent.dueDate, inKm: intent.inKm } }, lang);
    }
    case 'snooze_reminder':
    case 'complete_reminder': {
      const found = await findReminder(deps, user, vehicle, intent.target);
      const what = intent.target ? t.reminder[intent.target] : t.reminder.custom;
      if (found.length === 0) return { content: t.noReminder(what, vehicle.name), metadata: {} };
      if (found.length > 1) return { content: t.whichReminder(wordingIn(lang).list(found.map((r) => r.label))), metadata: { followUpQuestions: [] } };
      const reminder = found[0];
      const label = reminderLabel(reminder.kind as ReminderKind, reminder.title, lang);
      if (intent.type === 'snooze_reminder') return proposal({ ...base, type: 'snooze_reminder', reminderId: reminder.id, reminderLabel: label, until: intent.until }, lang);
      return proposal({ ...base, type: 'complete_reminder', reminderId: reminder.id, reminderLabel: label, completion: { date: intent.date, odometerKm: intent.odometerKm } }, lang);
    }
  }
}

/** The same proposal with the figures the owner corrected ("actually it was $65"). */
export function correctProposal(action: ChatAction, reply: Extract<ProposalReply, { type: 'correct' }>, lang: Language): ActionAnswer {
  const next: ChatAction = { ...action, id: randomUUID(), status: 'proposed' };
  if (next.record) {
    next.record = {
      ...next.record,
      ...(reply.cost ? { totalCost: reply.cost.amount, currency: reply.cost.currency ?? next.record.currency ?? (lang === 'en' ? 'USD' : 'EUR') } : {}),
      ...(reply.odometerKm !== undefined ? { odometerKm: reply.odometerKm } : {}),
      ...(reply.date ? { date: reply.date } : {}),
    };
  }
  if (next.reminder && reply.odometerKm !== undefined) next.reminder = { ...next.reminder, dueOdometerKm: reply.odometerKm, inKm: null };
  if (next.completion) {
    next.completion = { date: reply.date ?? next.completion.date, odometerKm: reply.odometerKm ?? next.completion.odometerKm };
  }
  return proposal(next, lang);
}

function proposal(action: ChatAction, lang: Language): ActionAnswer {
  return { content: `${describeProposal(action, lang)}\n\n${ACTION_TEXTS[lang].confirmHint}`, metadata: { action: ChatActionSchema.parse(action), language: lang } };
}

/** What the proposal will save, in the owner's language, with every figure it holds. */
export function describeProposal(a: ChatAction, lang: Language): string {
  const t = ACTION_TEXTS[lang];
  const w = wordingIn(lang);
  const day = (d: string) => w.date(d);
  if (a.record) {
    const r = a.record;
    const cost = r.totalCost !== null ? w.money(r.totalCost, r.currency ?? undefined) : null;
    return t.proposeRecord(a.vehicleName, t.service[r.kind as ServiceKind] ?? r.kind, day(r.date), r.odometerKm !== null ? w.distance(r.odometerKm, 'km') : null, cost);
  }
  if (a.reminder) {
    const r = a.reminder;
    const what = r.kind === 'custom' && r.title ? r.title : t.reminder[r.kind as ReminderKind];
    const due =
      r.dueOdometerKm !== null
        ? r.inKm
          ? t.atKm(w.distance(r.dueOdometerKm, 'km'), w.distance(r.inKm, 'km'))
          : t.atOdometer(w.distance(r.dueOdometerKm, 'km'))
        : t.onDay(day(r.dueDate ?? ''));
    return t.proposeReminder(a.vehicleName, what, due);
  }
  if (a.type === 'snooze_reminder') return t.proposeSnooze(a.vehicleName, a.reminderLabel ?? '', day(a.until ?? ''));
  return t.proposeComplete(a.vehicleName, a.reminderLabel ?? '', day(a.completion?.date ?? ''), a.completion?.odometerKm != null ? w.distance(a.completion.odometerKm, 'km') : null);
}

/**
 * Carries out a proposal the owner confirmed (with the owner's edits), once: the stored proposal is marked as being
 * saved first, so a second Confirm finds it handled. Answers the result, in the proposal's language.
 */
export async function confirmAction(deps: ActionDeps, user: User, tokenId: number, messageId: string, edits: ChatActionEdits = {}): Promise<ActionAnswer> {
  const claimed = await setStatus(deps.db, user, tokenId, messageId, ['proposed'], 'saving');
  const action = readAction(claimed);
  const lang = readLanguage(claimed);
  const t = ACTION_TEXTS[lang];
  const w = wordingIn(lang);
  try {
    let savedId: string;
    let content: string;
    if (action.type === 'add_service_record') {
      const r = { ...action.record!, ...pick(edits, ['date', 'odometerKm', 'totalCost', 'currency', 'description']) };
      const values = ServiceRecordInputSchema.parse({ date: r.date, kind: r.kind, odometerKm: r.odometerKm, totalCost: r.totalCost, currency: r.totalCost !== null ? r.currency : null, description: r.description });
      savedId = (await deps.serviceLog.add(user, action.tokenId, values)).id;
      content = t.recordSaved(t.service[r.kind as ServiceKind] ?? r.kind, action.vehicleName);
    } else if (action.type === 'create_reminder') {
      const vehicle = await ownVehicle(deps, user, action.tokenId);
      const r = { ...action.reminder!, ...pick(edits, ['dueOdometerKm', 'dueDate']) };
      const input = CreateReminderInputSchema.parse({ vehicleId: vehicle.id, kind: r.kind, title: r.kind === 'custom' ? (r.title ?? t.reminder.custom) : null, dueOdometerKm: r.dueOdometerKm, dueDate: r.dueDate });
      savedId = (await deps.reminders.create(user, input)).id;
      content = t.reminderSaved(r.kind === 'custom' && r.title ? r.title : t.reminder[r.kind as ReminderKind], action.vehicleName);
    } else if (action.type === 'snooze_reminder') {
      const until = edits.until ?? action.until!;
      savedId = (await deps.reminders.snooze(user, action.reminderId!, until)).id;
      content = t.snoozed(action.reminderLabel ?? '', w.date(until));
    } else {
      const c = { ...action.completion!, ...pick(edits, ['date', 'odometerKm']) };
      savedId = (await deps.reminders.complete(user, { id: action.reminderId!, date: c.date, odometerKm: c.odometerKm ?? undefined })).reminder.id;
      content = t.completed(action.reminderLabel ?? '');
    }
    await setStatus(deps.db, user, tokenId, messageId, ['saving'], 'confirmed', { savedId });
    return { content, metadata: { language: lang, actionResult: { type: action.type, savedId } } };
  } catch (err) {
    await setStatus(deps.db, user, tokenId, messageId, ['saving'], 'proposed');
    throw err;
  }
}

/** Cancels a proposal: nothing is saved. */
export async function cancelAction(deps: ActionDeps, user: User, tokenId: number, messageId: string): Promise<ActionAnswer> {
  const message = await setStatus(deps.db, user, tokenId, messageId, ['proposed'], 'cancelled');
  return { content: ACTION_TEXTS[readLanguage(message)].cancelled, metadata: { language: readLanguage(message) } };
}

/** A proposal the owner replied to in words ("actually it was $65") is replaced by the corrected one. */
export async function replaceAction(deps: ActionDeps, user: User, tokenId: number, messageId: string): Promise<void> {
  await setStatus(deps.db, user, tokenId, messageId, ['proposed'], 'replaced');
}

/** The proposal in the conversation's last answer that still waits for the owner, if any. */
export function pendingProposal(history: readonly StoredChatMessage[]): { messageId: string; action: ChatAction } | null {
  const last = [...history].reverse().find((m) => m.type === 'ai');
  const parsed = ChatActionSchema.safeParse(last?.metadata?.action);
  return last && parsed.success && parsed.data.status === 'proposed' ? { messageId: last.id, action: parsed.data } : null;
}

async function setStatus(db: Db, user: User, tokenId: number, messageId: string, from: ChatAction['status'][], to: ChatAction['status'], extra: Partial<ChatAction> = {}): Promise<StoredChatMessage> {
  let found = false;
  const changed = await updateConversationMessage(db, user.id, tokenId, messageId, (m) => {
    const parsed = ChatActionSchema.safeParse(m.metadata?.action);
    if (!parsed.success) return null;
    found = true;
    if (!from.includes(parsed.data.status)) return null;
    return { ...m, metadata: { ...m.metadata, action: { ...parsed.data, ...extra, status: to } } };
  });
  if (!changed) {
    if (!found) throw new AppError('NOT_FOUND', 'That proposal is not in this conversation.');
    throw new AppError('CONFLICT', ACTION_TEXTS.en.alreadyHandled);
  }
  return changed;
}

function readAction(m: StoredChatMessage): ChatAction {
  return ChatActionSchema.parse(m.metadata?.action);
}

function readLanguage(m: StoredChatMessage): Language {
  const lang = m.metadata?.language;
  return lang === 'es' || lang === 'de' || lang === 'fr' ? lang : 'en';
}

function pick<T extends object, K extends keyof ChatActionEdits>(edits: ChatActionEdits, keys: K[]): Partial<T> {
  return Object.fromEntries(keys.filter((k) => edits[k] !== undefined).map((k) => [k, edits[k]])) as Partial<T>;
}

async function ownVehicle(deps: ActionDeps, user: User, tokenId: number): Promise<Vehicle> {
  const vehicle = await deps.vehicles.find(user, tokenId);
  if (!vehicle) throw new AppError('NOT_FOUND', 'Vehicle not found.');
  return vehicle;
}

async function readOdometer(deps: ActionDeps, vehicle: Vehicle): Promise<number | null> {
  if (vehicle.source !== 'provider') return null;
  const latest = await deps.telemetry.latest(vehicle.tokenId);
  const km = latest.ok ? latest.value.powertrainTransmissionTravelledDistance?.value : null;
  return typeof km === 'number' && Number.isFinite(km) ? km : null;
}

/** The vehicle's open reminders of one kind (or all when no kind is named), not snoozed first. */
async function findReminder(deps: ActionDeps, user: User, vehicle: Vehicle, kind: ReminderKind | null) {
  const all = (await deps.reminders.list(user, { vehicleId: vehicle.id })).filter((r) => OPEN.includes(r.state) && (kind === null || r.kind === kind));
  const awake = all.filter((r) => r.state !== 'snoozed');
  return awake.length > 0 ? awake : all;
}

function reminderLabel(kind: ReminderKind, title: string | null, lang: Language): string {
  return kind === 'custom' && title ? title : ACTION_TEXTS[lang].reminder[kind];
}

