import { describe, expect, it } from 'vitest';
import { choose, findLabelled, type Label } from './candidates';
import { buildPage } from './page';
import { readDateIn } from './readers';

const EXPIRES: Label[] = [{ re: /\bexp(?:iration|ires)?\b\.?(?:\s+date)?/i, weight: 1 }];
const readDate = readDateIn({});

function values(text: string) {
  return findLabelled(buildPage(text), EXPIRES, readDate, { relations: ['inline', 'right', 'below', 'above', 'sentence'] }).map((c) => [
    c.value,
    c.relation,
  ]);
}

describe('findLabelled', () => {
  it.each([
    ['in the label cell', 'Expires: 03/14/2026', 'inline'],
    ['in the next cell', 'Expiration Date      03/14/2026', 'right'],
    ['under the label in a box', 'PLATE      EXP.\n7ABC123    03/14/2026', 'below'],
    ['over its caption', 'Fee $20     03/14/2026\n            Expires', 'above'],
    ['later in the sentence', 'Your registration expires on March 14, 2026 at midnight.', 'sentence'],
  ])('reads the value %s', (_name, text, relation) => {
    expect(values(text)).toContainEqual(['2026-03-14', relation]);
  });

  it('does not take the cell right of a word inside prose as its value', () => {
    const found = values('The card expires soon, see    03/14/2026');
    expect(found.filter(([, relation]) => relation === 'right')).toEqual([]);
  });

  it('stops looking down a column at the first other cell', () => {
    expect(values('EXP.\nPLATE 7ABC\n03/14/2026').filter(([, r]) => r === 'below')).toEqual([]);
  });
});

describe('choose', () => {
  it('pools equal values, keeps the best and lists the others with lower confidence', () => {
    const choice = choose([
      { value: 'a', score: 0.6, relation: 'inline' },
      { value: 'a', score: 0.5, relation: 'below' },
      { value: 'b', score: 0.7, relation: 'right' },
    ]);
    expect(choice.value).toBe('a');
    expect(choice.others.map((o) => o.value)).toEqual(['b']);
    expect(choice.confidence).toBeGreaterThan(choice.others[0].confidence);
    expect(choice.confidence).toBeLessThan(0.8);
  });

  it('is sure of a lone strong reading and empty without candidates', () => {
    expect(choose([{ value: 1, score: 0.97, relation: 'inline' }]).confidence).toBeGreaterThan(0.9);
    expect(choose([])).toEqual({ value: null, confidence: 0, others: [] });
  });
});
