import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { documentTypeFromFileName } from '../../shared/document-type';
import { FALLBACK_TOKEN_ID } from '../../shared/vehicle-defaults';
import { createDocument, enqueueJob, findSessionUser, findVehicleById, findVehicleByTokenId, listVehiclesByUser } from '../db/repositories';
import type { User, Vehicle } from '../db/schema';
import { toUploadedDocument } from '../domain/documents/documents-service';
import { PROCESS_DOCUMENT_JOB } from '../domain/documents/process-document';
import { loadReading } from '../domain/documents/load-reading';
import { isDocumentReadError } from '../domain/documents/read/document-read-error';
import type { Services } from '../services';
import { documentStorageKey, sanitizeFileName } from '../storage/file-storage';
import { readSessionToken } from '../trpc/session-cookie';

export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
export const ALLOWED_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png', '.txt', '.doc', '.docx'];

class UploadError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly title: string,
    message: string,
  ) {
    super(message);
  }
}
const invalidType = (type: string) =>
  new UploadError(415, 'invalid_type', 'Invalid File Type', `File type ${type} is not supported. Please upload PDF, JPG, PNG, TXT, DOC, or DOCX files.`);
const notYours = () => new UploadError(404, 'vehicle_not_found', 'Vehicle not found', 'That vehicle is not one of yours.');
const tooLarge = () => new UploadError(413, 'too_large', 'File Too Large', 'File size exceeds 50MB limit. Please upload a smaller file.');

/**
 * POST /api/uploads: a streaming multipart upload (fields `vehicleId`, `tokenId`, then `file`). The file is checked
 * while it streams (size), then by content and extension, stored without overwriting, and only then recorded with
 * its processing job in one transaction; any failure removes what was written.
 */
export async function registerUploadRoute(app: FastifyInstance, services: Services, onQueued: () => void): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 8 } });

  app.post('/api/uploads', async (req, reply) => {
    const token = readSessionToken(req);
    const user = token ? await findSessionUser(services.database, token) : null;
    if (!user) return sendError(reply, new UploadError(401, 'unauthorized', 'Authentication required', 'Authentication required. Please log in again.'));
    if (!req.isMultipart()) return sendError(reply, new UploadError(400, 'bad_request', 'Upload failed', 'Send the file as multipart/form-data.'));

    const tmpDir = path.join(services.config.dataDir, 'tmp');
    await mkdir(tmpDir, { recursive: true });
    const tmpFile = path.join(tmpDir, `upload-${randomUUID()}`);
    try {
      const fields: Record<string, string> = {};
      let received: { originalName: string; mime: string; size: number; kind: string } | null = null;
      for await (const part of req.parts()) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        if (part.fieldname !== 'file' || received) {
          part.file.resume();
          continue;
        }
        const originalName = sanitizeOriginalName(part.filename);
        const ext = path.extname(originalName).toLowerCase();
        if (!ALLOWED_EXTENSIONS.includes(ext)) {
          part.file.resume();
          throw invalidType(part.mimetype && part.mimetype !== 'application/octet-stream' ? part.mimetype : ext || 'unknown');
        }
        try {
          await pipeline(part.file, createWriteStream(tmpFile, { flags: 'wx' }));
        } catch (err) {
          if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
          throw err;
        }
        if (part.file.truncated) throw tooLarge();
        const sniffed = await sniffOrExplain(tmpFile, originalName);
        received = { originalName, mime: sniffed.mime, size: part.file.bytesRead, kind: sniffed.kind };
      }
      if (!received) throw new UploadError(400, 'no_file', 'No file', 'Choose a file to upload.');

      const vehicle = await resolveSelectedVehicle(services, user, fields.vehicleId);
      const tokenId = fields.tokenId ? await resolveTokenId(services, user, fields.tokenId) : (vehicle?.tokenId ?? null);
      const row = await storeAndQueue(services, user, tmpFile, received, vehicle, tokenId);
      onQueued();
      const vehicles = new Map((await listVehiclesByUser(services.database.db, user.id, { includeUnshared: true })).map((v) => [v.id, v]));
      return reply.code(201).send({ document: toUploadedDocument(row, vehicles) });
    } catch (err) {
      if (err instanceof UploadError) return sendError(reply, err);
      const code = (err as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') return sendError(reply, tooLarge());
      if (code?.startsWith('FST_')) return sendError(reply, new UploadError(400, 'bad_request', 'Upload failed', 'The upload was malformed. Please try again.'));
      req.log.error({ err }, 'upload failed');
      return sendError(reply, new UploadError(500, 'internal', 'Upload failed', 'The document could not be saved. Please try again.'));
    } finally {
      await rm(tmpFile, { force: true });
    }
  });
}

function sendError(reply: FastifyReply, err: UploadError) {
  return reply.code(err.status).send({ error: err.code, title: err.title, message: err.message });
}

function sanitizeOriginalName(name: string | undefined): string {
  const base = [...((name ?? '').replace(/\\/g, '/').split('/').pop() ?? '')].filter((c) => c.charCodeAt(0) > 31 && c.charCodeAt(0) !== 127).join('').trim();
  return base.slice(-200) || 'document';
}

async function sniffOrExplain(file: string, originalName: string) {
  const { checkFileSafety, readFileHead, sniffFile } = await loadReading();
  try {
    const sniffed = await sniffFile(await readFileHead(file), originalName);
    await checkFileSafety(file, sniffed.kind);
    return sniffed;
  } catch (err) {
    if (!isDocumentReadError(err)) throw err;
    if (err.code === 'invalid_type' || err.code === 'type_mismatch') throw new UploadError(415, err.code, 'Invalid File Type', err.userMessage);
    if (err.code === 'empty') throw new UploadError(400, 'empty', 'Empty File', err.userMessage);
    if (err.code === 'too_large') throw tooLarge();
    throw new UploadError(422, err.code, 'Unsafe File', err.userMessage);
  }
}

async function resolveSelectedVehicle(services: Services, user: User, vehicleId: string | undefined): Promise<Vehicle | null> {
  if (!vehicleId) return null;
  const valid = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i.test(vehicleId);
  const vehicle = valid ? await findVehicleById(services.database.db, user.id, vehicleId) : null;
  if (!vehicle) throw notYours();
  return vehicle;
}

/** The token id of one of the owner's vehicles, or the demo vehicle's (SPEC's upload fallback); never another owner's. */
async function resolveTokenId(services: Services, user: User, field: string): Promise<number> {
  const tokenId = /^\d{1,9}$/.test(field) ? Number(field) : null;
  if (tokenId === FALLBACK_TOKEN_ID) return tokenId;
  if (tokenId === null || !(await findVehicleByTokenId(services.database.db, user.id, tokenId))) throw notYours();
  return tokenId;
}

async function storeAndQueue(
  services: Services,
  user: User,
  tmpFile: string,
  file: { originalName: string; mime: string; size: number },
  vehicle: Vehicle | null,
  tokenId: number | null,
) {
  const id = randomUUID();
  const key = documentStorageKey(vehicle?.id ?? null, id, file.originalName);
  await services.storage.put(key, createReadStream(tmpFile));
  try {
    return await services.database.db.transaction(async (tx) => {
      const row = await createDocument(tx, user.id, {
        id,
        vehicleId: vehicle?.id ?? null,
        tokenId,
        type: documentTypeFromFileName(file.originalName),
        filename: `${id}-${sanitizeFileName(file.originalName)}`,
        originalName: file.originalName,
        size: file.size,
        mimeType: file.mime,
        storagePath: key,
        status: 'processing',
      });
      await enqueueJob(tx, { kind: PROCESS_DOCUMENT_JOB, payload: { documentId: id, userId: user.id }, maxAttempts: 3 });
      return row;
    });
  } catch (err) {
    await services.storage.delete(key).catch(() => {});
    throw err;
  }
}
