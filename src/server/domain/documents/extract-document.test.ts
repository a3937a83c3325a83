import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractDocument, type LlmExtractor } from './extract-document';
import { DocumentReadError } from './read';

const VIN = '1HGCM82633A004352';
const RECEIPT = ['Oil Change Receipt', 'Service date: 03/05/2025', `VIN: ${VIN}`, 'Mileage: 45,231 mi', 'Oil change $49.99', 'Total $53.49'].join('\n');
let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'extract-'));
  await writeFile(path.join(dir, 'receipt.txt'), RECEIPT);
  await writeFile(path.join(dir, 'fake.pdf'), 'not really a pdf');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('extractDocument', () => {
  it('reads a text file end to end and reports the steps', async () => {
    const steps: string[] = [];
    const { data, read } = await extractDocument(path.join(dir, 'receipt.txt'), 'receipt.txt', { onStep: (s) => steps.push(s) });
    expect(data.documentType).toBe('oil_change_receipt');
    expect(data.vin).toBe(VIN);
    expect(data.serviceInfo).toMatchObject({ serviceDate: '2025-03-05', mileage: 45231, totalCost: 53.49 });
    expect(read).toMatchObject({ method: 'txt', pages: 1 });
    expect(read.ms).toBeLessThan(2000);
    expect(steps).toEqual(['sniffing', 'checking', 'extracting_text', 'reading', 'analyzing', 'vehicle']);
  });

  it('merges an LLM answer, dropping a VIN that fails the check digit', async () => {
    const llm: LlmExtractor = async ({ text }) => {
      expect(text).toContain('Oil Change Receipt');
      return { vin: '1HGCM82643A004352', serviceInfo: { serviceProvider: 'Quick Lube', totalCost: 1 } };
    };
    const { data } = await extractDocument(path.join(dir, 'receipt.txt'), 'receipt.txt', { llm });
    expect(data.vin).toBe(VIN);
    expect(data.serviceInfo.totalCost).toBe(53.49);
    expect(data.serviceInfo.serviceProvider).toBe('Quick Lube');
  });

  it('keeps the local result when the LLM fails', async () => {
    const llm: LlmExtractor = async () => {
      throw new Error('model offline');
    };
    const result = await extractDocument(path.join(dir, 'receipt.txt'), 'receipt.txt', { llm });
    expect(result.llmError).toBe('model offline');
    expect(result.data.vin).toBe(VIN);
  });

  it('rejects a file whose content does not match its extension', async () => {
    await expect(extractDocument(path.join(dir, 'fake.pdf'), 'fake.pdf')).rejects.toBeInstanceOf(DocumentReadError);
  });
});
