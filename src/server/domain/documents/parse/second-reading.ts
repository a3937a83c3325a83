import type { ProcessedData } from '../../../../shared/documents';
import type { OcrLine, OcrWord } from './lines';

/**
 * The facts each kind of document should yield. When an OCR reading lacks one, a second reading with another page
 * segmentation is worth its time: automatic layout analysis sometimes drops a whole column (the prices), sparse
 * reading skips text inside drawn boxes, and the two readings merged hold both.
 */
export function lacksKeyFacts(data: ProcessedData): boolean {
  switch (data.documentType) {
    case 'car_registration':
      return !data.vin || !data.registrationInfo.plateNumber || !data.registrationInfo.expiryDate;
    case 'insurance':
      return !data.vin || !data.insuranceInfo.policyNumber || !data.insuranceInfo.expirationDate;
    case 'service_invoice':
    case 'oil_change_receipt':
      return !data.vin || !data.serviceInfo.totalCost || !data.serviceInfo.serviceDate || !data.serviceInfo.mileage || !data.serviceInfo.services?.length;
    case 'maintenance':
      return true;
  }
}

function overlaps(a: OcrWord, b: OcrWord): boolean {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  if (w <= 0 || h <= 0) return false;
  const smaller = Math.min((a.x1 - a.x0) * (a.y1 - a.y0), (b.x1 - b.x0) * (b.y1 - b.y0));
  return (w * h) / Math.max(1, smaller) > 0.3;
}

/** The first reading's lines, plus the words of the second reading that stand where the first read nothing. */
export function mergeOcrReadings(first: OcrLine[], second: OcrLine[]): OcrLine[] {
  const known = first.flatMap((l) => l.words);
  const added: OcrLine[] = [];
  for (const line of second) {
    const words = line.words.filter((w) => w.text.trim() && !known.some((k) => overlaps(k, w)));
    if (words.length) added.push({ text: words.map((w) => w.text).join(' '), words });
  }
  return [...first, ...added];
}
