import { DOCUMENT_FACTS, documentRole, documentsInForceOf } from '../../vehicle-facts';
import { describeConflicts, describeFactValue, describeSources, roleOf } from '../wording/fact-text';
import { wordingFor } from '../wording/wording';
import type { VehicleContext } from './types';

/** The documents and the facts they set, in the owner's language with their sources: what the AI tool hands a model. */
export function readDocumentFacts(ctx: VehicleContext) {
  const w = wordingFor(ctx);
  const inForce = documentsInForceOf(ctx);
  const insuranceId = inForce.insuranceExpiry?.source.id ?? inForce.insuranceStart?.source.id;
  const insurance = ctx.documents.find((d) => d.id === insuranceId) ?? ctx.documents.find((d) => documentRole(d) === 'insurance');
  const info = insurance?.processedData?.insuranceInfo;
  return {
    documents: ctx.documents.map((d) => ({ name: d.originalName, kind: roleOf(d.id, ctx, w), uploadedOn: d.uploadedAt.slice(0, 10), read: d.processedData !== null })),
    facts: DOCUMENT_FACTS.flatMap((key) => {
      const fact = inForce[key];
      if (!fact) return [];
      return [{ fact: w.t.facts.factNames[key], value: fact.value, said: describeFactValue(fact.value, ctx, w), from: describeSources([fact.source], ctx, w), chosenBy: fact.chosenBy, disagreements: describeConflicts(fact, ctx, w) }];
    }),
    insurance: info
      ? {
          from: insurance!.originalName,
          provider: info.insuranceProvider ?? null,
          policyNumber: info.policyNumber ?? null,
          premium: info.premium ?? null,
          coverage: info.coverageType ?? null,
          effectiveDate: info.effectiveDate ?? null,
        }
      : null,
  };
}
