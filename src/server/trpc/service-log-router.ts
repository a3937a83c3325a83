import { z } from 'zod';
import {
  CsvImportOptionsSchema,
  CsvImportPreviewSchema,
  CsvImportResultSchema,
  IsoDateSchema,
  ServiceRecordInputSchema,
  ServiceRecordSchema,
  TokenIdSchema,
} from '../../shared/api/service-log';
import { PageInputSchema, pageSchema } from '../../shared/api/pagination';
import { protectedProcedure, router } from './init';

const VehicleInput = z.object({ tokenId: TokenIdSchema });
const RecordIdInput = z.object({ id: z.uuid() });

/** The owner's service log per vehicle: records, CSV export and import (what was spent: facts.spend). */
export const serviceLogRouter = router({
  list: protectedProcedure
    .input(VehicleInput.extend(PageInputSchema.shape))
    .output(pageSchema(ServiceRecordSchema))
    .query(({ ctx, input: { tokenId, ...page } }) => ctx.services.serviceLog.list(ctx.user, { tokenId }, page)),
  add: protectedProcedure
    .input(VehicleInput.extend({ record: ServiceRecordInputSchema }))
    .output(ServiceRecordSchema)
    .mutation(({ ctx, input }) => ctx.services.serviceLog.add(ctx.user, input.tokenId, input.record)),
  update: protectedProcedure
    .input(RecordIdInput.extend({ record: ServiceRecordInputSchema }))
    .output(ServiceRecordSchema)
    .mutation(({ ctx, input }) => ctx.services.serviceLog.update(ctx.user, input.id, input.record)),
  delete: protectedProcedure
    .input(RecordIdInput)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await ctx.services.serviceLog.remove(ctx.user, input.id);
      return { ok: true as const };
    }),
  odometerOn: protectedProcedure
    .input(VehicleInput.extend({ date: IsoDateSchema }))
    .output(z.object({ odometerKm: z.number().nullable() }))
    .query(({ ctx, input }) => ctx.services.serviceLog.odometerOn(ctx.user, input.tokenId, input.date)),
  exportCsv: protectedProcedure
    .input(VehicleInput)
    .output(z.object({ filename: z.string(), csv: z.string() }))
    .query(({ ctx, input }) => ctx.services.serviceLog.exportCsv(ctx.user, input.tokenId)),
  previewImport: protectedProcedure
    .input(VehicleInput.extend({ file: CsvImportOptionsSchema }))
    .output(CsvImportPreviewSchema)
    .mutation(({ ctx, input }) => ctx.services.serviceLog.previewImport(ctx.user, input.tokenId, input.file)),
  importCsv: protectedProcedure
    .input(VehicleInput.extend({ file: CsvImportOptionsSchema }))
    .output(CsvImportResultSchema)
    .mutation(({ ctx, input }) => ctx.services.serviceLog.importCsv(ctx.user, input.tokenId, input.file)),
});
