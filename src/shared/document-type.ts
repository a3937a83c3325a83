import type { DocumentType, ExtractedDocumentType } from './documents';

// Splits "CarReg_2024-v2.pdf" into ["car", "reg", "2024", "v", "2", "pdf"].
function tokenize(fileName: string): string[] {
  return fileName
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/(?<=[a-zA-Z])(?=\d)|(?<=\d)(?=[a-zA-Z])/g, ' ')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

type Rule = { type: DocumentType; words?: string[]; contains?: string[] };

// First match wins. "manual" and "warranty" are checked before the generic service words so that
// "service_manual.pdf" is a manual, which the original order would have filed as a receipt.
const RULES: Rule[] = [
  { type: 'registration', words: ['reg', 'regn', 'rego'], contains: ['registration'] },
  { type: 'insurance', words: ['policy', 'policies'], contains: ['insurance'] },
  { type: 'receipt', contains: ['receipt', 'invoice'] },
  { type: 'manual', contains: ['manual'] },
  { type: 'warranty', contains: ['warranty'] },
  { type: 'receipt', contains: ['service', 'maintenance'] },
];

/** Stored document type guessed from a file name; "maintenance" when nothing matches. */
export function documentTypeFromFileName(fileName: string): DocumentType {
  const tokens = tokenize(fileName);
  for (const rule of RULES) {
    const byWord = rule.words?.some((w) => tokens.includes(w)) ?? false;
    const byPart = rule.contains?.some((part) => tokens.some((t) => t.includes(part))) ?? false;
    if (byWord || byPart) return rule.type;
  }
  return 'maintenance';
}

const TYPE_BY_EXTRACTED: Record<ExtractedDocumentType, DocumentType> = {
  car_registration: 'registration',
  insurance: 'insurance',
  service_invoice: 'receipt',
  oil_change_receipt: 'receipt',
  maintenance: 'maintenance',
};

export function documentTypeFromExtracted(extracted: ExtractedDocumentType): DocumentType {
  return TYPE_BY_EXTRACTED[extracted];
}

const BADGE_BY_TYPE: Record<DocumentType, string> = {
  registration: 'Registration',
  insurance: 'Insurance',
  receipt: 'Oil Change',
  manual: 'Manual',
  warranty: 'Warranty',
  maintenance: 'Document',
};

const BADGE_BY_EXTRACTED: Record<ExtractedDocumentType, string> = {
  car_registration: 'Registration',
  insurance: 'Insurance',
  service_invoice: 'Service',
  oil_change_receipt: 'Oil Change',
  maintenance: 'Maintenance',
};

/** Badge in the uploaded-documents list; what the reader found, when known, is more precise than the stored type. */
export function documentBadgeLabel(type: DocumentType, extracted?: ExtractedDocumentType | null): string {
  return extracted ? BADGE_BY_EXTRACTED[extracted] : BADGE_BY_TYPE[type];
}

const ANALYSIS_BADGES: Partial<Record<ExtractedDocumentType, string>> = {
  car_registration: 'Car Registration',
  oil_change_receipt: 'Oil Change Receipt',
  insurance: 'Insurance',
  service_invoice: 'Service Invoice',
};

/** Badge over one document's AI analysis results. */
export function analysisBadgeLabel(extracted: ExtractedDocumentType | null | undefined): string {
  return (extracted && ANALYSIS_BADGES[extracted]) || 'Document';
}
