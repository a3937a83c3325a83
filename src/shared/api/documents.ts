import { z } from 'zod';
import { ProcessedDataSchema } from '../documents';

export const DocumentStatusSchema = z.enum(['uploading', 'processing', 'completed', 'error']);

export const UploadedDocumentSchema = z.object({
  id: z.string(),
  filename: z.string(),
  originalName: z.string(),
  type: z.string(),
  size: z.number(),
  mimeType: z.string().nullable(),
  uploadedAt: z.string(),
  status: DocumentStatusSchema,
  progress: z.number(),
  step: z.string().nullable(),
  error: z.string().nullable(),
  processedData: ProcessedDataSchema.nullable(),
  vin: z.string().nullable(),
  vehicleMatch: z
    .object({ vehicleId: z.string(), tokenId: z.number().nullable(), name: z.string(), matchType: z.enum(['exact', 'partial', 'created', 'none', 'selected']) })
    .nullable(),
  dimoAttested: z.boolean(),
  /** A first-page preview was drawn when the document was read: GET /api/documents/{id}/thumbnail (JPEG). */
  hasPreview: z.boolean(),
});
export type UploadedDocument = z.infer<typeof UploadedDocumentSchema>;

/** Live progress of one document's processing job (server-sent through a tRPC subscription). */
export const DocumentProgressSchema = z.object({
  documentId: z.string(),
  status: DocumentStatusSchema,
  progress: z.number(),
  step: z.string(),
  /** Estimated seconds left, from measured step durations; null until known. */
  etaSeconds: z.number().nullable(),
  error: z.string().nullable(),
});
export type DocumentProgress = z.infer<typeof DocumentProgressSchema>;

/** Answer of POST /api/uploads (multipart, field "file", optional fields vehicleId, tokenId). */
export const UploadResponseSchema = z.object({ document: UploadedDocumentSchema });
export const UploadErrorSchema = z.object({ error: z.string(), title: z.string(), message: z.string() });
