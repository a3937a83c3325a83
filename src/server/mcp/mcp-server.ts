import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { TokenIdSchema, VinInputSchema } from '../../shared/api/bounds';
import { decodeVin, isValidVin, normalizeVin } from '../../shared/vin';
import { VEHICLE_TOOL_SPECS } from '../ai/vehicle-tools';
import type { Db } from '../db/connection';
import type { User } from '../db/schema';
import { buildVehicleContext } from '../domain/chat/vehicle-context';
import { analyzeFleet } from '../domain/assistant';
import type { TelemetryService } from '../domain/telemetry/telemetry-service';
import type { VehicleAccess } from '../domain/vehicles/vehicle-access';

const json = (value: unknown) => ({ content: [{ type: 'text' as const, text: JSON.stringify(value, null, 2) }] });
const failure = (message: string) => ({ content: [{ type: 'text' as const, text: message }], isError: true });

/**
 * An MCP server for one signed-in owner: the same vehicle tools the in-app assistant uses, each taking the vehicle's
 * token id, plus the owner's vehicle list, the fleet ranking and offline VIN decoding. Never another owner's data.
 */
export function createOwnerMcpServer(deps: { db: Db; telemetry: TelemetryService; vehicles: VehicleAccess; version: string }, user: User): McpServer {
  const server = new McpServer({ name: 'drivewise-vehicles', version: deps.version });

  server.registerTool('list_vehicles', { description: "The owner's vehicles shared with this app: token id, name, make, model, year, type, VIN." }, async () =>
    json(
      (await deps.vehicles.list(user)).map((v) => ({ tokenId: v.tokenId, name: v.name, make: v.make, model: v.model, year: v.year, type: v.type, vin: v.vin })),
    ),
  );

  server.registerTool('analyze_fleet', { description: 'Every vehicle ranked by health and trip readiness, and what needs attention first.' }, async () => {
    const vehicles = await deps.vehicles.list(user);
    return json(analyzeFleet(await Promise.all(vehicles.map((v) => buildVehicleContext(deps, user, v)))));
  });

  server.registerTool(
    'vin_operations',
    { description: 'Validates a VIN (check digit) and decodes its manufacturer and model year offline.', inputSchema: { vin: VinInputSchema } },
    async ({ vin }) => {
      const normalized = normalizeVin(vin);
      return json({ vin: normalized, valid: isValidVin(normalized), ...decodeVin(normalized) });
    },
  );

  for (const spec of VEHICLE_TOOL_SPECS) {
    server.registerTool(
      spec.name,
      { description: `${spec.description} Pass the vehicle's tokenId (see list_vehicles).`, inputSchema: { tokenId: TokenIdSchema, ...spec.input } },
      async ({ tokenId, ...input }: Record<string, unknown>) => {
        const vehicle = await deps.vehicles.find(user, Number(tokenId));
        if (!vehicle) return failure(`Vehicle ${tokenId} is not one of your shared vehicles.`);
        return json(spec.run(await buildVehicleContext(deps, user, vehicle), input));
      },
    );
  }
  return server;
}
