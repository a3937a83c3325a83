import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { containsUnstorableText } from '../../shared/api/bounds';
import { PAGE_LIMITS } from '../../shared/api/pagination';
import type { McpScope } from '../db/repositories';
import type { User, Vehicle } from '../db/schema';
import { AppError } from '../errors';
import type { TelemetryResult } from '../domain/telemetry/telemetry-service';
import type { Services } from '../services';

/** Who is calling: the token's owner and what the token may do. */
export interface McpAccess {
  user: User;
  scopes: ReadonlySet<McpScope>;
}

/** What every tool reads: the app's services and the caller; `registry` collects the tools for the REST shim. */
export interface McpContext {
  services: Services;
  access: McpAccess;
  registry?: Map<string, ToolDefinition<Shape, Shape>>;
}

type Shape = z.ZodRawShape;
type Out<O extends Shape> = z.output<z.ZodObject<O>>;
type In<I extends Shape> = z.output<z.ZodObject<I>>;

export interface ToolDefinition<I extends Shape = Shape, O extends Shape = Shape> {
  name: string;
  title: string;
  description: string;
  input: I;
  output: O;
  /** `write` tools change the owner's data: listed and callable only with a write token. */
  scope: McpScope;
  /** Calling it twice with the same arguments changes nothing more (read tools always). */
  idempotent?: boolean;
  /** Reaches outside the app (the provider's network) beyond reading telemetry. */
  openWorld?: boolean;
  run(input: In<I>): Promise<Out<O>>;
}

/** A refusal the caller should read (not found, bad range, no privilege): becomes an `isError` result with this text. */
/** What a list tool takes to page through a list that grows with the owner's history, and what it answers with. */
export const mcpPageInput = {
  limit: z.number().int().min(1).max(PAGE_LIMITS.max).default(50).describe(`How many to return, newest first (at most ${PAGE_LIMITS.max}).`),
  cursor: z.string().max(300).optional().describe('The nextCursor of the previous answer, for the page after it; left out for the first page.'),
};
export const mcpPageOutput = {
  total: z.number().int().describe('How many there are in all (with the same filters).'),
  nextCursor: z.string().nullable().describe('Pass as cursor for the next page; null on the last page.'),
};

export const refuse = (message: string) => new AppError('BAD_REQUEST', message);

export const notYourVehicle = (tokenId: number) => new AppError('NOT_FOUND', `Vehicle ${tokenId} is not one of your shared vehicles.`);

/** One of the caller's shared vehicles, or a refusal naming the token id. */
export async function requireVehicle(ctx: McpContext, tokenId: number): Promise<Vehicle> {
  const vehicle = await ctx.services.vehicles.find(ctx.access.user, tokenId);
  if (!vehicle) throw notYourVehicle(tokenId);
  return vehicle;
}

/** A telemetry answer's value, or a refusal saying why the provider gave none. */
export function telemetryValue<T>(result: TelemetryResult<T>): T {
  if (!result.ok) throw new AppError('UPSTREAM', result.error);
  return result.value;
}

export type ToolOutcome = { ok: true; output: Record<string, unknown> } | { ok: false; code: AppError['code']; message: string };

const outputSchemas = new WeakMap<object, z.ZodObject>();
/** The tool's declared output as one object schema (built once per tool). */
function outputSchemaOf(def: ToolDefinition<Shape, Shape>): z.ZodObject {
  let schema = outputSchemas.get(def.output);
  if (!schema) outputSchemas.set(def.output, (schema = z.object(def.output)));
  return schema;
}

/**
 * Runs a tool for the caller with the checks every way in shares (MCP and the REST shim): the write scope, storable
 * text, and errors as a readable refusal (a domain refusal says what is wrong; anything else is logged, never shown).
 * `args` must already have passed the tool's input schema.
 */
export async function runTool<I extends Shape, O extends Shape>(ctx: McpContext, def: ToolDefinition<I, O>, args: In<I>): Promise<ToolOutcome> {
  if (def.scope === 'write' && !ctx.access.scopes.has('write')) {
    return { ok: false, code: 'FORBIDDEN', message: `${def.name} changes your data: it needs an access token with the write scope.` };
  }
  if (containsUnstorableText(args)) return { ok: false, code: 'BAD_REQUEST', message: 'The text contains characters that cannot be stored (a NUL byte or broken Unicode).' };
  try {
    // Every answer leaves as its declared output schema says (a drift is a server bug: logged, never sent half-right).
    const checked = outputSchemaOf(def as unknown as ToolDefinition).safeParse(await def.run(args));
    if (!checked.success) {
      ctx.services.logger.error({ tool: def.name, issues: checked.error.issues.slice(0, 5) }, 'MCP tool answer does not match its output schema');
      return { ok: false, code: 'INTERNAL', message: `${def.name} failed on the server; try again later.` };
    }
    return { ok: true, output: checked.data as Record<string, unknown> };
  } catch (err) {
    if (err instanceof AppError) return { ok: false, code: err.code, message: err.message };
    ctx.services.logger.error({ err, tool: def.name }, 'MCP tool failed');
    return { ok: false, code: 'INTERNAL', message: `${def.name} failed on the server; try again later.` };
  }
}

/**
 * Registers one tool: input and output schemas, `structuredContent` plus the same JSON as text (for clients that read
 * only text), annotations (read-only hint for read tools), the write scope, and refusals as `isError` results.
 */
export function defineTool<I extends Shape, O extends Shape>(server: McpServer, ctx: McpContext, def: ToolDefinition<I, O>): void {
  const allowed = def.scope === 'read' || ctx.access.scopes.has('write');
  ctx.registry?.set(def.name, def as unknown as ToolDefinition<Shape, Shape>);
  const registered = server.registerTool(
    def.name,
    {
      title: def.title,
      description: def.scope === 'write' ? `${def.description} Needs a token with the write scope.` : def.description,
      inputSchema: def.input,
      outputSchema: def.output,
      annotations: {
        title: def.title,
        readOnlyHint: def.scope === 'read',
        destructiveHint: false,
        idempotentHint: def.scope === 'read' || (def.idempotent ?? false),
        openWorldHint: def.openWorld ?? false,
      },
    },
    // The SDK has validated the arguments against `input` before this runs.
    (async (args: In<I>): Promise<CallToolResult> => {
      const outcome = await runTool(ctx, def, args);
      if (!outcome.ok) return { content: [{ type: 'text', text: outcome.message }], isError: true };
      return { content: [{ type: 'text', text: JSON.stringify(outcome.output, null, 2) }], structuredContent: outcome.output };
    }) as never,
  );
  // A read token does not see write tools (and a call to one is refused as "disabled").
  if (!allowed) registered.disable();
}
