import { z } from 'zod';

/** What an MCP access token may do: `read` every owner-scoped tool; `write` also the tools that change data. */
export const McpScopeSchema = z.enum(['read', 'write']);
export type McpScopeName = z.infer<typeof McpScopeSchema>;

/** Lifetimes the owner can pick for a token, in days. */
export const MCP_TOKEN_LIFETIMES = [7, 30, 90, 365] as const;

export const CreateMcpTokenInputSchema = z.object({
  name: z.string().trim().min(1, 'Give the token a name.').max(80, 'At most 80 characters.'),
  scopes: z
    .array(McpScopeSchema)
    .min(1)
    .max(2)
    .refine((s) => s.includes('read'), 'Every token can read; write is optional.'),
  expiresInDays: z.literal(MCP_TOKEN_LIFETIMES).default(90),
});
export type CreateMcpTokenInput = z.input<typeof CreateMcpTokenInputSchema>;

/** A token as Settings lists it: never the secret. */
export const McpTokenInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(McpScopeSchema),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  status: z.enum(['active', 'expired', 'revoked']),
});
export type McpTokenInfo = z.infer<typeof McpTokenInfoSchema>;

export const CreatedMcpTokenSchema = z.object({
  /** The secret, shown once. */
  token: z.string(),
  info: McpTokenInfoSchema,
  /** Path of the MCP endpoint on this origin. */
  endpoint: z.string(),
});
export type CreatedMcpToken = z.infer<typeof CreatedMcpTokenSchema>;
