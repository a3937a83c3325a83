import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { TokenIdSchema } from '../../../shared/api/bounds';
import { DocumentStatusSchema, type UploadedDocument } from '../../../shared/api/documents';
import { DOCUMENT_TYPES, EXTRACTED_DOCUMENT_TYPES, ProcessedDataSchema, type ProcessedData } from '../../../shared/documents';
import { NotificationViewSchema } from '../../../shared/api/notifications';
import { ReminderViewSchema } from '../../../shared/api/reminders';
import { ServiceRecordSchema } from '../../../shared/api/service-log';
import { findDocument } from '../../db/repositories';
import type { Vehicle } from '../../db/schema';
import { createVehicleAttestation } from '../../domain/attestations/vehicle-attestation';
import { attestDocument } from '../../domain/documents/attest-document';
import { getUserDocument, listUserDocuments } from '../../domain/documents/documents-service';
import { type PageInput } from '../../../shared/api/pagination';
import { defineTool, mcpPageInput, mcpPageOutput, refuse, requireVehicle, type McpContext } from '../tool-kit';

/** What a document is: the type its reader decided, else the type stored at upload; `other` for anything older. */
const SUMMARY_TYPES = [...new Set([...EXTRACTED_DOCUMENT_TYPES, ...DOCUMENT_TYPES, 'other'] as const)];
type SummaryType = (typeof SUMMARY_TYPES)[number];
const isSummaryType = (type: string): type is SummaryType => (SUMMARY_TYPES as readonly string[]).includes(type);

export const DocumentSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(SUMMARY_TYPES),
  status: DocumentStatusSchema,
  uploadedAt: z.string(),
  tokenId: z.number().int().nullable(),
  vehicleName: z.string().nullable(),
  vin: z.string().nullable(),
  attested: z.boolean(),
});

/** What a document tells, without its raw text (read_document gives the facts; the raw text stays in the app). */
export function toDocumentSummary(doc: UploadedDocument): z.infer<typeof DocumentSummarySchema> {
  const type = doc.processedData?.documentType ?? doc.type;
  return {
    id: doc.id,
    name: doc.originalName,
    type: isSummaryType(type) ? type : 'other',
    status: doc.status,
    uploadedAt: doc.uploadedAt,
    tokenId: doc.vehicleMatch?.tokenId ?? null,
    vehicleName: doc.vehicleMatch?.name ?? null,
    vin: doc.vin,
    attested: doc.dimoAttested,
  };
}

/** A document's facts as read (dates YYYY-MM-DD, amounts in the document's currency, mileages km), without its raw text. */
export const DocumentFactsSchema = ProcessedDataSchema.omit({ extractedText: true });

export function documentFacts(doc: UploadedDocument): Omit<ProcessedData, 'extractedText'> | null {
  if (!doc.processedData) return null;
  const { extractedText: _text, ...facts } = doc.processedData;
  return facts;
}

const tokenFilter = { tokenId: TokenIdSchema.optional().describe("One vehicle's tokenId; all your vehicles when left out.") };

/** Documents and their facts, reminders and alerts, maintenance records, attestations (list and create). */
export function registerRecordsTools(server: McpServer, ctx: McpContext): void {
  const { services, access } = ctx;
  const db = services.database.db;
  const vehiclesFor = async (tokenId: number | undefined): Promise<Vehicle[]> => (tokenId === undefined ? services.vehicles.list(access.user) : [await requireVehicle(ctx, tokenId)]);
  const documentsFor = async (tokenId: number | undefined, page: PageInput & { attestedOnly?: boolean }) => {
    const { attestedOnly, ...rest } = page;
    const vehicleId = tokenId === undefined ? undefined : (await requireVehicle(ctx, tokenId)).id;
    return listUserDocuments(db, access.user, { vehicleId, attestedOnly }, rest);
  };

  defineTool(server, ctx, {
    name: 'list_documents',
    title: 'Documents',
    description: 'Your uploaded documents (registration, insurance, service invoices, receipts), newest first, for one vehicle or all: type, status, vehicle, VIN, attested.',
    scope: 'read',
    input: { ...tokenFilter, ...mcpPageInput },
    output: { documents: z.array(DocumentSummarySchema), ...mcpPageOutput },
    run: async ({ tokenId, limit, cursor }) => {
      const { items, total, nextCursor } = await documentsFor(tokenId, { limit, cursor });
      return { documents: items.map(toDocumentSummary), total, nextCursor };
    },
  });

  defineTool(server, ctx, {
    name: 'read_document',
    title: 'Document facts',
    description: "One document's extracted facts: vehicle (VIN, plate, make, model, year), registration, insurance (provider, policy, premium, dates), service (provider, cost, next due) and key dates.",
    scope: 'read',
    input: { documentId: z.uuid() },
    output: { document: DocumentSummarySchema, facts: DocumentFactsSchema.nullable() },
    run: async ({ documentId }) => {
      const doc = await getUserDocument(db, access.user, documentId);
      return { document: toDocumentSummary(doc), facts: documentFacts(doc) };
    },
  });

  defineTool(server, ctx, {
    name: 'list_reminders',
    title: 'Reminders and alerts',
    description:
      "Your reminders (registration, insurance, service, inspection, warranty, oil, tyres, brakes, custom) by date and odometer, with each one's id for complete_reminder and snooze_reminder and its state (upcoming, due_soon, overdue, snoozed; done and dismissed with includeClosed), and the latest alerts you were sent. For everything due, from every source, use get_due_items.",
    scope: 'read',
    input: { ...tokenFilter, includeClosed: z.boolean().default(false) },
    output: { reminders: z.array(ReminderViewSchema), alerts: z.array(NotificationViewSchema) },
    run: async ({ tokenId, includeClosed }) => {
      const vehicles = await vehiclesFor(tokenId);
      const ids = new Set(vehicles.map((v) => v.id));
      const reminders = (await services.reminders.list(access.user, { includeClosed })).filter((r) => ids.has(r.vehicleId));
      const feed = await services.notifications.feed(access.user, 50);
      return { reminders, alerts: feed.items.filter((n) => (n.vehicleId ? ids.has(n.vehicleId) : tokenId === undefined)) };
    },
  });

  defineTool(server, ctx, {
    name: 'list_maintenance_records',
    title: 'Maintenance records',
    description: "The service log, newest first: date, odometer km, kind, description, parts, labour and total cost with their currency (null when unknown), shop, next due.",
    scope: 'read',
    input: { ...tokenFilter, ...mcpPageInput },
    output: { records: z.array(ServiceRecordSchema), ...mcpPageOutput },
    run: async ({ tokenId, limit, cursor }) => {
      if (tokenId !== undefined) await requireVehicle(ctx, tokenId);
      const { items, total, nextCursor } = await services.serviceLog.list(access.user, { tokenId }, { limit, cursor });
      return { records: items, total, nextCursor };
    },
  });

  defineTool(server, ctx, {
    name: 'list_attestations',
    title: 'Attestations',
    description: 'Documents attested to the vehicle network, with their attestation id.',
    scope: 'read',
    input: { ...tokenFilter, ...mcpPageInput },
    output: { attestations: z.array(DocumentSummarySchema.extend({ attestationId: z.string().nullable() })), ...mcpPageOutput },
    run: async ({ tokenId, limit, cursor }) => {
      const { items: docs, total, nextCursor } = await documentsFor(tokenId, { limit, cursor, attestedOnly: true });
      const ids = new Map(await Promise.all(docs.map(async (d) => [d.id, await attestationIdOf(d.id)] as const)));
      return { attestations: docs.map((d) => ({ ...toDocumentSummary(d), attestationId: ids.get(d.id) ?? null })), total, nextCursor };
    },
  });

  async function attestationIdOf(documentId: string): Promise<string | null> {
    return (await findDocument(db, access.user.id, documentId))?.attestationId ?? null;
  }

  const VehicleAttestationSchema = z.object({
    tokenId: z.number().int(),
    type: z.enum(['vin', 'pom']),
    created: z.boolean(),
    attestationId: z.string().nullable(),
    vin: z.string().nullable(),
    recordedAt: z.string().nullable(),
    odometerKm: z.number().nullable(),
  });

  defineTool(server, ctx, {
    name: 'attestation_create',
    title: 'Create an attestation',
    description:
      "With documentId: attests one of your processed documents to the vehicle network for its vehicle (owner's name, address and money stay private); an attested document is not sent again unless force. With tokenId and type 'vin': gets the vehicle's VIN credential from the provider (a new one only with force). With tokenId and type 'pom': attests the car's latest odometer reading (proof of movement, no location).",
    scope: 'write',
    openWorld: true,
    input: { documentId: z.uuid().optional(), tokenId: TokenIdSchema.optional(), type: z.enum(['vin', 'pom']).optional(), force: z.boolean().default(false) },
    output: {
      document: DocumentSummarySchema.nullable(),
      vehicle: VehicleAttestationSchema.nullable(),
      attestationId: z.string().nullable(),
      alreadyAttested: z.boolean(),
    },
    run: async ({ documentId, tokenId, type, force }) => {
      if (!documentId) {
        if (tokenId === undefined || !type) throw refuse("Give a documentId, or a tokenId with type 'vin' or 'pom'.");
        await requireVehicle(ctx, tokenId);
        const result = await createVehicleAttestation({ vehicles: services.vehicles, telemetry: services.telemetry, provider: services.provider }, access.user, { tokenId, type, force });
        return { document: null, vehicle: result, attestationId: result.attestationId, alreadyAttested: !result.created };
      }
      const before = await getUserDocument(db, access.user, documentId);
      if (before.dimoAttested && !force) return { document: toDocumentSummary(before), vehicle: null, attestationId: await attestationIdOf(documentId), alreadyAttested: true };
      await attestDocument({ db, provider: services.provider, logger: services.logger }, access.user, documentId);
      const after = await getUserDocument(db, access.user, documentId);
      return { document: toDocumentSummary(after), vehicle: null, attestationId: await attestationIdOf(documentId), alreadyAttested: false };
    },
  });
}
