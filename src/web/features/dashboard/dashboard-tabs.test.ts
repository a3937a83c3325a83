import { describe, expect, it } from 'vitest';
import { hrefForTab, parseTokenIdParam, selectDocumentVehicle, tabFromLocation, type DashboardTab } from './dashboard-tabs';

const q = (s: string) => new URLSearchParams(s);

describe('tabFromLocation', () => {
  it.each([
    ['/dashboard', '', 'vehicles'],
    ['/dashboard', 'tab=mcp-test', 'mcp-test'],
    ['/dashboard', 'tab=attestation-test', 'attestation-test'],
    ['/dashboard', 'tab=documents', 'documents'],
    ['/dashboard', 'tab=nonsense', 'vehicles'],
    ['/documents', '', 'documents'],
    ['/documents/', 'tab=mcp-test', 'documents'],
    ['/documents', 'vehicle=Car&tokenId=5', 'documents'],
  ])('%s?%s shows %s', (path, search, tab) => expect(tabFromLocation(path, q(search))).toBe(tab));
});

describe('hrefForTab', () => {
  it.each<[DashboardTab, string, string]>([
    ['vehicles', 'tab=mcp-test', '/dashboard'],
    ['mcp-test', '', '/dashboard?tab=mcp-test'],
    ['attestation-test', 'vehicle=A', '/dashboard?tab=attestation-test'],
    ['documents', '', '/documents'],
    ['documents', 'vehicle=My Car&tokenId=42&tab=x', '/documents?vehicle=My+Car&tokenId=42'],
  ])('%s from ?%s goes to %s', (tab, search, href) => expect(hrefForTab(tab, q(search))).toBe(href));

  it('round-trips every tab', () => {
    for (const tab of ['vehicles', 'documents', 'mcp-test', 'attestation-test'] as const) {
      const url = new URL(hrefForTab(tab, q('')), 'http://x');
      expect(tabFromLocation(url.pathname, url.searchParams)).toBe(tab);
    }
  });
});

describe('parseTokenIdParam', () => {
  it.each([
    ['42', 42],
    [' 7 ', 7],
    ['0', 0],
    ['abc', null],
    ['4.2', null],
    ['-1', null],
    ['', null],
    [null, null],
    ['99999999999999999999', null],
  ])('%j gives %j', (raw, expected) => expect(parseTokenIdParam(raw)).toBe(expected));
});

describe('selectDocumentVehicle', () => {
  const vehicles = [
    { tokenId: 1, name: 'First' },
    { tokenId: 2, name: 'Second' },
  ];
  it.each([
    ['', 'First'],
    ['tokenId=2', 'Second'],
    ['tokenId=3&vehicle=Second', 'Second'],
    ['tokenId=x&vehicle=Second', 'Second'],
    ['vehicle=Nobody', 'First'],
    ['tokenId=1&vehicle=Second', 'First'],
  ])('?%s binds %s', (search, name) => expect(selectDocumentVehicle(vehicles, q(search))?.name).toBe(name));

  it('binds nothing without vehicles', () => expect(selectDocumentVehicle([], q('tokenId=1'))).toBeNull());
});
