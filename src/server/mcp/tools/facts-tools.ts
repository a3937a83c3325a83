import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { TokenIdSchema } from '../../../shared/api/bounds';
import { DocumentFactSchema, DueItemSchema, PERIOD_NAMES, SpendItemSchema, SpendSummarySchema } from '../../../shared/api/facts';
import { ServiceRecordSchema } from '../../../shared/api/service-log';
import { defineTool, mcpPageInput, mcpPageOutput, requireVehicle, type McpContext } from '../tool-kit';

/**
 * What is due, what was spent and what the documents set: the same facts (domain/vehicle-facts) the dashboard, Due
 * next, the service log and the assistant show, owner-scoped.
 */
export function registerFactsTools(server: McpServer, ctx: McpContext): void {
  const { services, access } = ctx;
  const oneOrAll = { tokenId: TokenIdSchema.optional().describe("One vehicle's tokenId; all your vehicles when left out.") };

  defineTool(server, ctx, {
    name: 'get_due_items',
    title: 'What is due',
    description:
      "Everything due on your vehicles (or one), most urgent first, as Due next shows it: reminders by date and odometer, the car's own service countdown, dates from documents (registration, insurance, inspection, warranty, next service) and trouble codes that need a workshop; each with its urgency (overdue, due_soon, upcoming, snoozed, waiting), days and km left, its sources and any document that states another date.",
    scope: 'read',
    input: oneOrAll,
    output: { items: z.array(DueItemSchema) },
    run: async ({ tokenId }) => {
      if (tokenId !== undefined) await requireVehicle(ctx, tokenId);
      return { items: await services.facts.due(access.user, { tokenId }) };
    },
  });

  defineTool(server, ctx, {
    name: 'get_spend',
    title: 'Money spent',
    description:
      "What was spent on your vehicles (or one) in a named period of your own calendar: everything, service and repair (with tyres; never insurance, fees or fuel), each category (service, tyres, insurance, fees, energy, other) with its item count, one amount per currency (never converted), and service cost per km over the distance driven in the same period or why there is none; plus the items counted, each with its source. The same figures as the service log's Spending card.",
    scope: 'read',
    input: { ...oneOrAll, period: z.enum(PERIOD_NAMES).default('this-year').describe("a period of the owner's days, in their time zone; 'last-365-days' is the last 12 months") },
    output: { spend: SpendSummarySchema, items: z.array(SpendItemSchema) },
    run: async ({ tokenId, period }) => {
      if (tokenId !== undefined) await requireVehicle(ctx, tokenId);
      const { items, ...spend } = await services.facts.spend(access.user, { tokenId, period });
      return { spend, items };
    },
  });

  defineTool(server, ctx, {
    name: 'get_document_facts',
    title: 'What the documents say',
    description:
      "The facts your documents set for one vehicle (registration expiry, insurance start and expiry, inspection due, warranty end, next service, plate), each from the document with authority for it (or the one you chose) with that document named, and the facts on which documents disagree, with every other document's value.",
    scope: 'read',
    input: { tokenId: TokenIdSchema },
    output: { facts: z.array(DocumentFactSchema), conflicts: z.array(DocumentFactSchema) },
    run: async ({ tokenId }) => {
      await requireVehicle(ctx, tokenId);
      return services.facts.documents(access.user, tokenId);
    },
  });

  defineTool(server, ctx, {
    name: 'get_maintenance_history',
    title: 'Maintenance history and what is due',
    description:
      "One vehicle's service records (newest first, a page at a time), what is due on it (as get_due_items) and what was spent on it over all time (as get_spend). The same facts the app's screens and assistant use.",
    scope: 'read',
    input: { tokenId: TokenIdSchema, ...mcpPageInput },
    output: {
      tokenId: z.number().int(),
      result: z.object({ records: z.array(ServiceRecordSchema), ...mcpPageOutput, due: z.array(DueItemSchema), spend: SpendSummarySchema }),
    },
    run: async ({ tokenId, limit, cursor }) => {
      await requireVehicle(ctx, tokenId);
      const [{ items: records, total, nextCursor }, due, { items: _items, ...spend }] = await Promise.all([
        services.serviceLog.list(access.user, { tokenId }, { limit, cursor }),
        services.facts.due(access.user, { tokenId }),
        services.facts.spend(access.user, { tokenId, period: 'all-time' }),
      ]);
      return { tokenId, result: { records, total, nextCursor, due, spend } };
    },
  });
}
