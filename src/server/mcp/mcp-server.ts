import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { Services } from '../services';
import { registerPrompts } from './prompts';
import { registerResources } from './resources';
import type { McpAccess, McpContext, ToolDefinition } from './tool-kit';
import { registerActivityTools } from './tools/activity-tools';
import { registerFactsTools } from './tools/facts-tools';
import { registerRecordsTools } from './tools/records-tools';
import { registerTripTools } from './tools/trip-tools';
import { registerVehicleTools } from './tools/vehicle-tools';
import { registerWriteTools } from './tools/write-tools';

/**
 * An MCP server for one owner's access token: tools over the owner's vehicles only (read tools for every token, write
 * tools only with the write scope), resources for vehicles and documents, and prompts. Never another owner's data.
 */
export function createOwnerMcpServer(services: Services, access: McpAccess, registry?: Map<string, ToolDefinition>): McpServer {
  const server = new McpServer(
    { name: 'drivewise-vehicles', version: services.version },
    {
      capabilities: { tools: {}, resources: {}, prompts: {} },
      instructions:
        "Vehicle data of one DriveWise owner. Start with list_vehicles: the other tools take a vehicle's tokenId. Distances are km, temperatures °C, pressures kPa. Tools that change data need a token with the write scope.",
    },
  );
  const ctx: McpContext = { services, access, registry };
  registerVehicleTools(server, ctx);
  registerActivityTools(server, ctx);
  registerTripTools(server, ctx);
  registerRecordsTools(server, ctx);
  registerFactsTools(server, ctx);
  registerWriteTools(server, ctx);
  registerResources(server, ctx);
  registerPrompts(server);
  return server;
}
