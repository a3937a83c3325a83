import { z } from 'zod';
import { DocumentProgressSchema, UploadedDocumentSchema } from '../../shared/api/documents';
import { TokenIdSchema } from '../../shared/api/bounds';
import { PageInputSchema, pageSchema } from '../../shared/api/pagination';
import { ProcessedDataInputSchema } from '../../shared/documents';
import {
  correctDocument,
  documentDownloadUrl,
  getUserDocument,
  listUserDocuments,
  removeDocument,
  watchDocumentProgress,
} from '../domain/documents/documents-service';
import { attestDocument } from '../domain/documents/attest-document';
import { protectedProcedure, router, untilClosing } from './init';

const IdInput = z.object({ id: z.uuid() });

export const documentsRouter = router({
  list: protectedProcedure
    .input(PageInputSchema.extend({ vehicleId: z.uuid().optional(), tokenId: TokenIdSchema.optional() }).optional())
    .output(pageSchema(UploadedDocumentSchema))
    .query(({ ctx, input: { vehicleId, tokenId, ...page } = {} }) => listUserDocuments(ctx.services.database.db, ctx.user, { vehicleId, tokenId }, page)),
  get: protectedProcedure
    .input(IdInput)
    .output(UploadedDocumentSchema)
    .query(({ ctx, input }) => getUserDocument(ctx.services.database.db, ctx.user, input.id)),
  progress: protectedProcedure
    .input(z.object({ documentId: z.uuid() }))
    // Each event is validated as it is sent (tRPC's .output() describes a single value, not a stream).
    .subscription(async function* ({ ctx, input, signal }) {
      const deps = { db: ctx.services.database.db, bus: ctx.services.jobs.bus, eta: ctx.services.jobs.eta };
      for await (const event of watchDocumentProgress(deps, ctx.user, input.documentId, untilClosing(ctx, signal))) yield DocumentProgressSchema.parse(event);
    }),
  update: protectedProcedure
    .input(IdInput.extend({ processedData: ProcessedDataInputSchema }))
    .output(UploadedDocumentSchema)
    .mutation(({ ctx, input }) =>
      correctDocument({ db: ctx.services.database.db, logger: ctx.services.logger }, ctx.user, input.id, input.processedData),
    ),
  delete: protectedProcedure
    .input(IdInput)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await removeDocument({ db: ctx.services.database.db, storage: ctx.services.storage, logger: ctx.services.logger }, ctx.user, input.id);
      return { ok: true as const };
    }),
  /** Attests the document's facts (less private fields) to the provider's network for its vehicle. */
  attest: protectedProcedure
    .input(IdInput)
    .output(UploadedDocumentSchema)
    .mutation(async ({ ctx, input }) => {
      const { db } = ctx.services.database;
      await attestDocument({ db, provider: ctx.services.provider, logger: ctx.services.logger }, ctx.user, input.id);
      return getUserDocument(db, ctx.user, input.id);
    }),
  downloadUrl: protectedProcedure
    .input(IdInput.extend({ download: z.boolean().optional() }))
    .output(z.object({ url: z.string() }))
    .query(async ({ ctx, input }) => ({
      url: await documentDownloadUrl({ db: ctx.services.database.db, storage: ctx.services.storage }, ctx.user, input.id, input.download ?? false),
    })),
});
