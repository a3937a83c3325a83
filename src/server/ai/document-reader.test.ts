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
