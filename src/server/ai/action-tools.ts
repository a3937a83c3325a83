import { tool, type ToolSet } from 'ai';
import { z } from 'zod';
import { IsoDateSchema, OdometerKmSchema } from '../../shared/api/bounds';
import { ServiceKindSchema } from '../../shared/api/service-log';
import { REMINDER_KINDS } from '../../shared/reminders';
import type { ActionIntent } from '../domain/assistant/understanding/actions';

/** A proposal shown to the owner (the chat's own, with Confirm / Edit / Cancel), or the reason none could be made. */
export interface ProposalOutcome {
  content: string;
  metadata: Record<string, unknown>;
}

const ReminderKindSchema = z.enum(REMINDER_KINDS);
const AFTER = 'It is shown to the owner with Confirm, Edit and Cancel buttons and saved only if they confirm: tell them what will be saved and that they must confirm. Never say it is saved.';

/**
 * What the in-app model may propose on the owner's behalf. Each tool only proposes, exactly as the chat does without
 * an AI service: nothing changes until the owner confirms. The first proposal of an answer is the one shown.
 */
export function actionTools(propose: (intent: ActionIntent) => Promise<ProposalOutcome>, shown: { proposal: ProposalOutcome | null }): ToolSet {
  const run = async (intent: ActionIntent) => {
    if (shown.proposal) return { proposed: false, reason: 'One proposal per answer; it is already shown.' };
    const outcome = await propose(intent);
    if (!outcome.metadata.action) return { proposed: false, reason: outcome.content };
    shown.proposal = outcome;
    return { proposed: true, proposal: outcome.content, note: AFTER };
  };
  return {
    propose_service_record: tool({
      description: `Proposes adding work the owner says was done to the vehicle's service log (kind, day, odometer km, total cost and its ISO currency). ${AFTER}`,
      inputSchema: z.object({
        kind: ServiceKindSchema,
        date: IsoDateSchema,
        odometerKm: OdometerKmSchema.nullable().optional(),
        totalCost: z.number().min(0).max(1_000_000).nullable().optional(),
        currency: z.string().regex(/^[A-Z]{3}$/).nullable().optional(),
        description: z.string().max(200).nullable().optional(),
      }),
      execute: async (r) =>
        run({
          type: 'add_service_record',
          record: { kind: r.kind, date: r.date, odometerKm: r.odometerKm ?? null, totalCost: r.totalCost ?? null, currency: r.currency ?? null, description: r.description ?? null },
        }),
    }),
    propose_reminder: tool({
      description: `Proposes a reminder for the vehicle, due in some km from its odometer (inKm) or on a day (dueDate). ${AFTER}`,
      inputSchema: z.object({
        kind: ReminderKindSchema,
        inKm: z.number().int().min(100).max(1_000_000).nullable().optional(),
        dueDate: IsoDateSchema.nullable().optional(),
        title: z.string().max(120).nullable().optional(),
      }),
      execute: async (r) => run({ type: 'create_reminder', kind: r.kind, title: r.title ?? null, inKm: r.inKm ?? null, dueDate: r.inKm ? null : (r.dueDate ?? null) }),
    }),
    propose_snooze_reminder: tool({
      description: `Proposes snoozing the vehicle's open reminder of a kind until a day. ${AFTER}`,
      inputSchema: z.object({ reminderKind: ReminderKindSchema, until: IsoDateSchema }),
      execute: async (r) => run({ type: 'snooze_reminder', target: r.reminderKind, until: r.until }),
    }),
    propose_reminder_done: tool({
      description: `Proposes marking the vehicle's open reminder of a kind done (on a day, at an odometer). ${AFTER}`,
      inputSchema: z.object({ reminderKind: ReminderKindSchema, date: IsoDateSchema, odometerKm: OdometerKmSchema.nullable().optional() }),
      execute: async (r) => run({ type: 'complete_reminder', target: r.reminderKind, date: r.date, odometerKm: r.odometerKm ?? null, cost: null, currency: null }),
    }),
  };
}
