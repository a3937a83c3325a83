import { GraphQLError } from 'graphql';

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

export interface Connection<T> {
  totalCount: number;
  edges: { cursor: string; node: T }[];
  nodes: T[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

export function encodeCursor(key: string): string {
  return Buffer.from(`cursor:${key}`, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): string {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!text.startsWith('cursor:')) throw new GraphQLError(`Invalid cursor "${cursor}"`);
  return text.slice('cursor:'.length);
}

/** Relay-style cursor pagination over an already ordered list. */
export function paginate<T>(items: T[], args: ConnectionArgs, getKey: (item: T) => string, maxPage = 100): Connection<T> {
  const { first, last, after, before } = args;
  if (first != null && last != null) throw new GraphQLError('Pass either first or last, not both');
  for (const [name, value] of [['first', first], ['last', last]] as const) {
    if (value != null && (value < 0 || value > maxPage)) {
      throw new GraphQLError(`${name} must be between 0 and ${maxPage}`);
    }
  }
  const findIndex = (cursor: string) => {
    const key = decodeCursor(cursor);
    const index = items.findIndex((item) => getKey(item) === key);
    if (index < 0) throw new GraphQLError(`Invalid cursor "${cursor}"`);
    return index;
  };
  let start = after ? findIndex(after) + 1 : 0;
  let end = before ? findIndex(before) : items.length;
  if (end < start) end = start;
  if (last != null) start = Math.max(start, end - last);
  else end = Math.min(end, start + (first ?? maxPage));

  const edges = items.slice(start, end).map((node) => ({ cursor: encodeCursor(getKey(node)), node }));
  return {
    totalCount: items.length,
    edges,
    nodes: edges.map((e) => e.node),
    pageInfo: {
      hasNextPage: end < items.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}
