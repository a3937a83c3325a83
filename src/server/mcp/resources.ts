import { ResourceTemplate, type McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { PAGE_LIMITS } from '../../shared/api/pagination';
import { getUserDocument, listUserDocuments } from '../domain/documents/documents-service';
import { AppError } from '../errors';
import type { McpContext } from './tool-kit';
import { documentFacts, toDocumentSummary } from './tools/records-tools';
import { latestValues } from './tools/output-schemas';

const json = (uri: URL, value: unknown) => ({ contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(value, null, 2) }] });
const notFound = (what: string) => new McpError(ErrorCode.InvalidParams, `${what} is not one of yours.`);

/**
 * Resources: `drivewise://vehicles` (the list), `drivewise://vehicles/{tokenId}` (one vehicle with its latest
 * signals), `drivewise://documents` and `drivewise://documents/{documentId}` (a document's facts). Owner-scoped.
 */
export function registerResources(server: McpServer, ctx: McpContext): void {
  const { services, access } = ctx;
  const db = services.database.db;
  const vehicleInfo = (v: { tokenId: number; name: string; make: string | null; model: string | null; year: number | null; type: string; vin: string | null }) => ({
    tokenId: v.tokenId,
    name: v.name,
    make: v.make,
    model: v.model,
    year: v.year,
    type: v.type,
    vin: v.vin,
  });

  server.registerResource(
    'vehicles',
    'drivewise://vehicles',
    { title: 'Your vehicles', description: 'The vehicles shared with this app.', mimeType: 'application/json' },
    async (uri) => json(uri, (await services.vehicles.list(access.user)).map(vehicleInfo)),
  );

  server.registerResource(
    'vehicle',
    new ResourceTemplate('drivewise://vehicles/{tokenId}', {
      list: async () => ({
        resources: (await services.vehicles.list(access.user)).map((v) => ({ uri: `drivewise://vehicles/${v.tokenId}`, name: v.name, mimeType: 'application/json' })),
      }),
    }),
    { title: 'A vehicle', description: 'One vehicle with its latest signals.', mimeType: 'application/json' },
    async (uri, { tokenId }) => {
      const id = Number(tokenId);
      const vehicle = Number.isInteger(id) && id > 0 ? await services.vehicles.find(access.user, id) : null;
      if (!vehicle) throw notFound(`Vehicle ${String(tokenId)}`);
      const latest = vehicle.source === 'provider' ? await services.telemetry.latest(vehicle.tokenId) : null;
      return json(uri, {
        ...vehicleInfo(vehicle),
        lastSeen: latest?.ok ? latest.value.lastSeen : null,
        signals: latest?.ok ? latestValues(latest.value) : {},
        telemetryError: latest && !latest.ok ? latest.error : null,
      });
    },
  );

  server.registerResource(
    'documents',
    'drivewise://documents',
    { title: 'Your documents', description: `Your newest ${PAGE_LIMITS.max} uploaded documents, newest first (the list_documents tool pages through all of them).`, mimeType: 'application/json' },
    async (uri) => json(uri, (await listUserDocuments(db, access.user, {}, { limit: PAGE_LIMITS.max })).items.map(toDocumentSummary)),
  );

  server.registerResource(
    'document',
    new ResourceTemplate('drivewise://documents/{documentId}', {
      list: async () => ({
        resources: (await listUserDocuments(db, access.user, {}, { limit: PAGE_LIMITS.max })).items.map((d) => ({ uri: `drivewise://documents/${d.id}`, name: d.originalName, mimeType: 'application/json' })),
      }),
    }),
    { title: 'A document', description: "One document's extracted facts.", mimeType: 'application/json' },
    async (uri, { documentId }) => {
      const id = String(documentId);
      if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound(`Document ${id.slice(0, 40)}`);
      try {
        const doc = await getUserDocument(db, access.user, id);
        return json(uri, { ...toDocumentSummary(doc), facts: documentFacts(doc) });
      } catch (err) {
        if (err instanceof AppError && err.code === 'NOT_FOUND') throw notFound(`Document ${id}`);
        throw err;
      }
    },
  );
}
