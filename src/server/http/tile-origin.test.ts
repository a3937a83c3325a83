import { describe, expect, it } from 'vitest';
import { tileOrigin } from './security-headers';

describe('the map tiles’ origin for the CSP', () => {
  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.example.org/{z}/{x}/{y}.png', 'https://*.tile.example.org'],
    ['http://127.0.0.1:8080/{z}/{x}/{y}.png', 'http://127.0.0.1:8080'],
    ["https://evil.example'; script-src *;/{z}/{x}/{y}", null],
    ['tiles/{z}/{x}/{y}.png', null],
  ])('%s -> %s', (url, origin) => {
    expect(tileOrigin(url)).toBe(origin);
  });
});
