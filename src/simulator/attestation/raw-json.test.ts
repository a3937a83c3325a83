import { describe, expect, it } from 'vitest';
import { extractRawJsonMember } from './raw-json';

describe('extractRawJsonMember', () => {
  it.each<[string, string, string | undefined]>([
    ['{"data":{"a":1}}', 'data', '{"a":1}'],
    ['{ "id" : "x" , "data" :  { "b" : [1, 2.5e3, true, null] } }', 'data', '{ "b" : [1, 2.5e3, true, null] }'],
    ['{"data":"text with \\"quotes\\" and }"}', 'data', '"text with \\"quotes\\" and }"'],
    ['{"x":{"data":1},"data":[{"k":"]"}]}', 'data', '[{"k":"]"}]'],
    ['{"d\\u0061ta":42}', 'data', '42'],
    ['{"data":-0.5}', 'data', '-0.5'],
    ['{"note":"Ölwechsel","data":{"ü":"ß"}}', 'data', '{"ü":"ß"}'],
    ['{"id":"x"}', 'data', undefined],
    ['{}', 'data', undefined],
    ['  {"data":null}  ', 'data', 'null'],
  ])('%s -> %s', (json, key, expected) => {
    expect(extractRawJsonMember(json, key)).toBe(expected);
  });

  it.each([
    ['{"data":1,"data":2}', /Duplicate/],
    ['{"data":{"a":1}', /end of JSON|Expected/],
    ['[1,2]', /Expected \{/],
    ['{"data":tru}', /Unexpected character/],
    ['{"data":1} x', /Unexpected text/],
    ['{"data":"a\nb"}', /Control character/],
  ])('refuses %s', (json, error) => {
    expect(() => extractRawJsonMember(json, 'data')).toThrow(error);
  });

  it('agrees with JSON.parse on the extracted value', () => {
    const body = JSON.stringify({ id: '1', data: { vin: '1HGCV1F34MA000001', items: [{ n: 1 }, { n: 'two' }] }, tail: true });
    const raw = extractRawJsonMember(body, 'data')!;
    expect(JSON.parse(raw)).toEqual(JSON.parse(body).data);
  });
});
