import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractDocument } from '../domain/documents/extract-document';
import { startOpenAiCompatibleServer, type Reply } from '../testing/openai-compatible-test-server';
import { createLlmDocumentReader, parseJsonObject } from './document-reader';

describe('AI document reader over an OpenAI-compatible endpoint', () => {
  let llm: Awaited<ReturnType<typeof startOpenAiCompatibleServer>>;
  let dir: string;
  let reply: Reply;
  beforeAll(async () => {
    llm = await startOpenAiCompatibleServer(() => reply);
    dir = await mkdtemp(path.join(tmpdir(), 'vc-llm-doc-'));
  });
  afterAll(async () => {
    await llm?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('fills gaps from the model but keeps local values and drops a VIN that fails its check digit', async () => {
    const file = path.join(dir, 'note.txt');
    await writeFile(file, 'Vehicle registration\nPlate: 7XYZ987\nRegistration expires 04/30/2030\n');
    reply = {
      kind: 'text',
      chunks: [
        'Here you go: ```json\n',
        JSON.stringify({ documentType: 'car_registration', vin: '1HGCM82633A004353', vehicleInfo: { make: 'Honda', plateNumber: 'WRONG1' }, registrationInfo: { expiryDate: '2030-04-30' } }),
        '\n```',
      ],
    };
    const reader = createLlmDocumentReader({ baseUrl: llm.baseUrl, apiKey: 'k', model: 'doc-model' });
    const { data } = await extractDocument(file, 'note.txt', { llm: reader });
    expect(data.vehicleInfo.make).toBe('Honda');
    expect(data.registrationInfo.plateNumber ?? data.vehicleInfo.plateNumber).toBe('7XYZ987');
    expect(data.vin ?? null).toBeNull();
    expect(data.alertDates.registrationExpiry ?? data.registrationInfo.expiryDate).toBe('2030-04-30');
    const request = llm.requests.at(-1)!.body as unknown as { response_format?: { type: string; json_schema?: { schema: { properties: object } } } };
    expect(request).toMatchObject({ model: 'doc-model', temperature: 0.1, max_tokens: 1000 });
    expect(request.response_format?.type).toBe('json_schema');
    expect(Object.keys(request.response_format?.json_schema?.schema.properties ?? {})).toEqual(
      expect.arrayContaining(['documentType', 'vin', 'vehicleInfo', 'registrationInfo', 'serviceInfo', 'insuranceInfo', 'alertDates']),
    );
  });

  it('asks only about the fields the local reading is unsure of, and not at all when it is sure of them', async () => {
    const sure = path.join(dir, 'registration.txt');
    await writeFile(
      sure,
      [
        'VEHICLE REGISTRATION CARD',
        'License Plate Number     7ABC123',
        'VIN                      1HGCM82633A004352',
        'Year                     2003',
        'Make                     Honda',
        'Model                    Accord EX',
        'Color                    Silver',
        'Registered Owner         Maria Lopez',
        'Address                  12 Oak St',
        '                         Austin, TX 78701',
        'Expiration Date          03/14/2030',
      ].join('\n'),
    );
    const asked = llm.requests.length;
    reply = { kind: 'text', chunks: ['{}'] };
    const reader = createLlmDocumentReader({ baseUrl: llm.baseUrl, apiKey: 'k', model: 'doc-model' });
    const confident = await extractDocument(sure, 'registration.txt', { llm: reader });
    expect(llm.requests.length).toBe(asked);
    expect(confident.data.registrationInfo.expiryDate).toBe('2030-03-14');

    const unsure = path.join(dir, 'receipt.txt');
    await writeFile(unsure, 'QUICK LUBE\nOIL CHANGE RECEIPT\nVIN 1HGCM82633A004352\nMileage 45,210\nFull synthetic oil change   $79.99\nTotal: $79.99\n');
    reply = { kind: 'text', chunks: [JSON.stringify({ serviceInfo: { serviceDate: '2025-03-15', totalCost: 1 }, vehicleInfo: { model: 'Accord' } })] };
    const { data } = await extractDocument(unsure, 'receipt.txt', { llm: reader });
    const prompt = JSON.stringify(llm.requests.at(-1)!.body);
    expect(prompt).toContain('Only these fields are uncertain');
    expect(prompt).toContain('serviceInfo.serviceDate');
    expect(prompt).not.toContain('serviceInfo.totalCost,');
    // The date the receipt lacked comes from the model; the total the reader was sure of stays.
    expect(data.serviceInfo.serviceDate).toBe('2025-03-15');
    expect(data.serviceInfo.totalCost).toBe(79.99);
    expect(data.confidence?.['serviceInfo.serviceDate']).toBeLessThan(1);
  });

  it('keeps the local extraction when the AI service fails', async () => {
    const file = path.join(dir, 'receipt.txt');
    await writeFile(file, 'OIL CHANGE RECEIPT\nTotal: $49.99\n');
    reply = { kind: 'error', status: 500, message: 'down' };
    const reader = createLlmDocumentReader({ baseUrl: llm.baseUrl, apiKey: 'k', model: 'doc-model' });
    const result = await extractDocument(file, 'receipt.txt', { llm: reader });
    expect(result.llmError).toMatch(/OpenAI API Error/);
    expect(result.data.serviceInfo.totalCost).toBe(49.99);
  });

  it.each([
    ['{"a":1}', { a: 1 }],
    ['Sure! {"a":{"b":2}} hope that helps', { a: { b: 2 } }],
  ])('parses JSON out of %j', (text, expected) => expect(parseJsonObject(text)).toEqual(expected));
  it('refuses an answer without JSON', () => expect(() => parseJsonObject('no idea')).toThrow(/JSON/));
});
