import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, paginate, type Connection } from './connection';

const items = Array.from({ length: 250 }, (_, i) => ({ id: 1000 - i }));
const key = (item: { id: number }) => String(item.id);

describe('paginate', () => {
  it('walks every item forward in pages of 100', () => {
    const seen: number[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const page: Connection<{ id: number }> = paginate(items, { first: 100, after }, key);
      pages++;
      expect(page.totalCount).toBe(250);
      seen.push(...page.nodes.map((n) => n.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(items.map((i) => i.id));
  });

  it.each([
    [{ first: 2 }, [1000, 999], false, true],
    [{ last: 2 }, [752, 751], true, false],
    [{ first: 2, after: encodeCursor('999') }, [998, 997], true, true],
    [{ last: 2, before: encodeCursor('998') }, [1000, 999], false, true],
    [{ first: 0 }, [], false, true],
  ])('%o', (args, ids, hasPrevious, hasNext) => {
    const page = paginate(items, args, key);
    expect(page.nodes.map((n) => n.id)).toEqual(ids);
    expect(page.pageInfo.hasPreviousPage).toBe(hasPrevious);
    expect(page.pageInfo.hasNextPage).toBe(hasNext);
    expect(page.edges.map((e) => decodeCursor(e.cursor))).toEqual(ids.map(String));
  });

  it.each([
    [{ first: 101 }, /between 0 and 100/],
    [{ first: 1, last: 1 }, /either first or last/],
    [{ first: 1, after: 'bogus' }, /Invalid cursor/],
    [{ first: 1, after: encodeCursor('5') }, /Invalid cursor/],
  ])('refuses %o', (args, error) => {
    expect(() => paginate(items, args, key)).toThrow(error);
  });
});
