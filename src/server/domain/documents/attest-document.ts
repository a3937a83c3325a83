import type { ProcessedData } from '../../../shared/documents';
import type { Db } from '../../db/connection';
import { findDocument, findVehicleById, updateDocument } from '../../db/repositories';
import type { User } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { Logger } from '../../logger';
import type { ProviderClients } from '../../provider';

/** SPEC: what an attestation keeps private. Only service details and document metadata are shared. */
export const ATTESTATION_PRIVACY = {
  includeOwnerInfo: false,
  includeFinancialInfo: false,
  includePersonalDetails: false,
  includeServiceDetails: true,
  includeDocumentMetadata: true,
} as const;
export const ATTESTATION_CONFIDENCE = 0.95;

const ATTESTED_TYPES: Record<ProcessedData['documentType'], string> = {
  car_registration: 'vehicle_registration',
  insurance: 'insurance_certificate',
  service_invoice: 'service_record',
  oil_change_receipt: 'service_record',
  maintenance: 'maintenance_record',
};

const epochSeconds = (date: string | null | undefined) => (date ? Math.floor(Date.parse(`${date}T00:00:00Z`) / 1000) : null);

/** The attestation's data: the document's facts less what the privacy settings keep back (owner, money, raw text). */
export function buildAttestationData(data: ProcessedData, opts: { attestorAddress: string; processedAt: string }) {
  const { ownerName: _name, ownerAddress: _address, ...vehicleInfo } = data.vehicleInfo ?? {};
  const { totalCost: _cost, services: _services, serviceProvider: _provider, ...serviceInfo } = data.serviceInfo ?? {};
  const { premium: _premium, ...insuranceInfo } = data.insuranceInfo ?? {};
  return {
    attestorAddress: opts.attestorAddress,
    documentType: ATTESTED_TYPES[data.documentType],
    vin: data.vin ?? data.vehicleInfo?.vin ?? null,
    vehicleInfo,
    serviceInfo,
    insuranceInfo,
    registrationInfo: data.registrationInfo ?? {},
    alertDates: data.alertDates ?? {},
    ...(data.documentType === 'insurance'
      ? {
          insured: true,
          provider: data.insuranceInfo?.insuranceProvider ?? null,
          policyNumber: data.insuranceInfo?.policyNumber ?? null,
          coverageType: data.insuranceInfo?.coverageType ?? null,
          coverageStartDate: epochSeconds(data.insuranceInfo?.effectiveDate),
          expirationDate: epochSeconds(data.insuranceInfo?.expirationDate),
        }
      : {}),
    metadata: { processedAt: opts.processedAt, source: 'document-upload', confidence: ATTESTATION_CONFIDENCE, privacy: ATTESTATION_PRIVACY },
  };
}

/** Attests one of the owner's processed documents to the provider's network, for the vehicle it belongs to. */
export async function attestDocument(deps: { db: Db; provider: ProviderClients; logger: Logger }, user: User, id: string) {
  const doc = await findDocument(deps.db, user.id, id);
  if (!doc) throw notFound('Document');
  if (doc.status !== 'completed' || !doc.processedData) throw new AppError('CONFLICT', 'The document is still being processed.');
  const vehicle = doc.vehicleId ? await findVehicleById(deps.db, user.id, doc.vehicleId) : null;
  if (!vehicle || vehicle.source !== 'provider' || !vehicle.shared) {
    throw new AppError('BAD_REQUEST', 'Only documents matched to a vehicle shared from DIMO can be attested.', 'Attestation Error');
  }
  try {
    const { id: attestationId } = await deps.provider.submitAttestation({
      subject: deps.provider.vehicleDid(vehicle.tokenId),
      data: buildAttestationData(doc.processedData, { attestorAddress: deps.provider.signerAddress, processedAt: doc.updatedAt.toISOString() }),
    });
    return updateDocument(deps.db, user.id, id, { attested: true, attestationId });
  } catch (err) {
    deps.logger.warn({ err, documentId: id }, 'attestation failed');
    throw new AppError('UPSTREAM', 'Document processed but failed to create DIMO attestation.', 'Attestation Error', { cause: err });
  }
}
