import type { FactSourceView } from '../../../shared/api/facts';
import type { DocumentType, ExtractedDocumentType } from '../../../shared/documents';

/**
 * Where a fact about a car comes from: the car's own signal (`id` its name, `observedAt` its timestamp), a document
 * (`id`, its file name, its kind, its upload), a service record (`id`, its description, its date), a reminder or the
 * owner.
 */
export type FactSource = FactSourceView;

export const signalSource = (name: string, observedAt: string | null): FactSource => ({ kind: 'signal', id: name, name, observedAt });

export const documentSource = (doc: { id: string; originalName: string; uploadedAt: string; kind: ExtractedDocumentType | DocumentType }): FactSource => ({
  kind: 'document',
  id: doc.id,
  name: doc.originalName,
  documentKind: doc.kind,
  observedAt: doc.uploadedAt,
});

export const recordSource = (record: { id: string; description: string | null; type: string; date: string | null }): FactSource => ({
  kind: 'record',
  id: record.id,
  name: record.description ?? record.type,
  observedAt: record.date,
});
