import { describe, expect, it } from 'vitest';
import { patchSearch } from './use-url-params';

describe('patchSearch', () => {
  it('sets and removes parameters and keeps the others', () => {
    expect(patchSearch('?sort=odometer&page=3', { dir: 'desc', page: '1' })).toBe('?sort=odometer&page=1&dir=desc');
    expect(patchSearch('?tokenId=7&q=hello', { q: null })).toBe('?tokenId=7');
    expect(patchSearch('', { tokenId: '12' })).toBe('?tokenId=12');
  });

  it('applies a second change on top of the first, as two quick choices', () => {
    const first = patchSearch('', { sort: 'odometer', page: '1' });
    expect(patchSearch(first, { dir: 'desc', page: '1' })).toBe('?sort=odometer&page=1&dir=desc');
  });
});
