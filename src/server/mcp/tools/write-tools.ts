import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { TokenIdSchema } from '../../../shared/api/bounds';
import { CompleteReminderInputSchema, CompleteReminderResultSchema, ReminderViewSchema, SnoozeReminderInputSchema } from '../../../shared/api/reminders';
import { ServiceRecordInputSchema, ServiceRecordSchema } from '../../../shared/api/service-log';
import { defineTool, type McpContext } from '../tool-kit';

/**
 * The tools that change the owner's data, behind the write scope. Each is the app's own domain call (the service log,
 * the reminders), with the same checks as the app's forms.
 */
export function registerWriteTools(server: McpServer, ctx: McpContext): void {
  const { services, access } = ctx;

  defineTool(server, ctx, {
    name: 'add_maintenance_record',
    title: 'Add a maintenance record',
    description:
      'Records work done on one of your vehicles in its service log: date (YYYY-MM-DD, not in the future), kind, odometer km, description, parts/labour/total cost and their currency (ISO 4217 code, e.g. EUR; left out when unknown), shop, notes.',
    scope: 'write',
    input: { tokenId: TokenIdSchema, ...ServiceRecordInputSchema.omit({ attachedDocumentId: true }).shape },
    output: { record: ServiceRecordSchema },
    run: async ({ tokenId, ...values }) => ({ record: await services.serviceLog.add(access.user, tokenId, values) }),
  });

  defineTool(server, ctx, {
    name: 'complete_reminder',
    title: 'Complete a reminder',
    description:
      'Marks one of your reminders done (a service kind also adds the work to the service log) and schedules the next one from its interval. Date defaults to today, odometer to the live reading.',
    scope: 'write',
    input: CompleteReminderInputSchema.shape,
    output: CompleteReminderResultSchema.shape,
    run: (input) => services.reminders.complete(access.user, input),
  });

  defineTool(server, ctx, {
    name: 'snooze_reminder',
    title: 'Snooze a reminder',
    description: 'Hides one of your open reminders until a day (YYYY-MM-DD); it comes back then.',
    scope: 'write',
    idempotent: true,
    input: SnoozeReminderInputSchema.shape,
    output: { reminder: ReminderViewSchema },
    run: async ({ id, until }) => ({ reminder: await services.reminders.snooze(access.user, id, until) }),
  });
}
