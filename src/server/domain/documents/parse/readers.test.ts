import { describe, expect, it } from 'vitest';
import { plateFormatScore, readColor, readPlate, readPolicyNumber } from './readers';

describe('value readers', () => {
  it.each([
    ['556 7183-C94-59', '556 7183-C94-59'],
    ['AB-123456 issued today', 'AB-123456'],
    ['GB / 154 / 893/92001/27', '893/92001/27'],
    ['PA 1234 5678', 'PA 1234 5678'],
    ['BWA/778/21934', 'BWA/778/21934'],
    ['(No. AB 123 456 C) is in force', 'AB 123 456 C'],
    ['AB-12345-XY', 'AB-12345-XY'],
    ['77-1920-448A', '77-1920-448A'],
  ])('reads the policy number in %j', (text, value) => expect(readPolicyNumber(text)?.value).toBe(value));

  it.each(['03/14/2026', '(555) 201-3344', 'none'])('finds no policy number in %j', (text) => expect(readPolicyNumber(text)).toBeNull());

  it.each([
    ['7ABC123', '7ABC123'],
    ['AB12 CDE', 'AB12 CDE'],
    ['M-AB 1234', 'M-AB 1234'],
    ['AB-123-CD', 'AB-123-CD'],
    ['RPY 365', 'RPY 365'],
    ['7ABC123 has been renewed', '7ABC123'],
    ['KJH 482 until June', 'KJH 482'],
  ])('reads the plate %j', (text, plate) => expect(readPlate(text)?.value).toBe(plate));

  it('scores plates that follow a country format above free strings', () => {
    expect(plateFormatScore('AB12 CDE')).toBeGreaterThan(plateFormatScore('X1Y2Z3W4Q'));
  });

  it.each([
    ['Dark Blue', 'Dark Blue'],
    ['SILVER METALLIC', 'SILVER METALLIC'],
    ['GRY', 'GRY'],
    ['Sedan', null],
  ])('reads the colour %j', (text, colour) => expect(readColor(text)?.value ?? null).toBe(colour));
});
