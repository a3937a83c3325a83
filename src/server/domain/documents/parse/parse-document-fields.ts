import {
  ProcessedDataSchema,
  type ConfidenceField,
  type FieldCandidate,
  type ProcessedData,
} from '../../../../shared/documents';
import { choose, findLabelled, type Choice } from './candidates';
import { classifyDocument, scoreDocumentTypes } from './classify';
import { readDocumentKind } from './document-kind';
import { isEuCodedPage } from './eu-codes';
import { decideDateOrder, listAmbiguousDates, type DateOrderDecision } from './date-order';
import { readInsurance } from './insurance';
import { INSPECTION_LABELS, WARRANTY_LABELS } from './lexicon';
import type { OcrLine } from './lines';
import { buildPage } from './page';
import { readDateIn } from './readers';
import { readRegistration } from './registration';
import { readService } from './service';
import { findTermTables } from './term-columns';
import { readVehicle } from './vehicle';

/** `today` (YYYY-MM-DD) anchors the model-year decoding of the VIN; it defaults to the clock. */
export type ParseInput = { text: string; fileName: string; lines?: OcrLine[]; today?: string };

type Scored = { confidence: Partial<Record<ConfidenceField, number>>; candidates: Partial<Record<ConfidenceField, FieldCandidate[]>> };

/**
 * Reads the facts of a vehicle document from its text and layout. No I/O; `onVehicle` marks the start of the VIN
 * and vehicle facts. Each field carries a confidence, and the other values found stay as candidates.
 */
export function parseDocumentFields(input: ParseInput, onVehicle?: () => void): ProcessedData {
  const page = buildPage(input.text, input.lines);
  const euCoded = isEuCodedPage(page);
  // A page of the EU's harmonised box codes whose words name nothing (a certificate's title lost to OCR) is one.
  const classified = classifyDocument(page.text, input.fileName);
  const documentType = classified === 'maintenance' && euCoded ? 'car_registration' : classified;
  const isRegistration = documentType === 'car_registration';
  const isInsurance = documentType === 'insurance';
  const isService = !isRegistration && !isInsurance;
  const order = decideDateOrder(page.text);
  const dates = { dayFirst: order.order === 'day-first' };

  const today = input.today ? new Date(`${input.today}T12:00:00`) : undefined;
  onVehicle?.();
  const vehicle = readVehicle(page, { withOwner: !isService, customer: isService, today });
  const documentKind = readDocumentKind(page.text, documentType, {
    termTable: isInsurance && findTermTables(page).length > 0,
    euCoded: isRegistration && euCoded,
  });
  const registration = isRegistration ? readRegistration(page, { ...dates, certificate: documentKind === 'registration_certificate' }) : null;
  const insurance = isInsurance ? readInsurance(page, { ...dates, renewal: documentKind === 'insurance_renewal' }) : null;
  const service = isService ? readService(page, dates) : null;
  const readDate = readDateIn(dates);
  const inspectionDue = choose(findLabelled(page, INSPECTION_LABELS, readDate, { relations: ['inline', 'right', 'below', 'sentence'], sentence: 50 }));
  const warrantyExpiry = choose(findLabelled(page, WARRANTY_LABELS, readDate, { relations: ['inline', 'right', 'sentence'], sentence: 60 }));

  const scored: Scored = { confidence: {}, candidates: {} };
  const take = <T extends string | number>(field: ConfidenceField, choice: Choice<T> | undefined): T | null => {
    if (!choice) return null;
    if (choice.value !== null) scored.confidence[field] = choice.confidence;
    if (choice.others.length) scored.candidates[field] = choice.others.map((o) => ({ value: o.value, confidence: o.confidence }));
    return choice.value;
  };

  const vin = take('vin', vehicle.vin);
  const plateNumber = take('vehicleInfo.plateNumber', vehicle.plateNumber);
  const expiryDate = take('registrationInfo.expiryDate', registration?.expiryDate);
  const services = service?.services ?? [];
  if (services.length) scored.confidence['serviceInfo.services'] = 0.8;
  const typeScores = Object.values(scoreDocumentTypes(page.text, input.fileName)).sort((a, b) => b - a);
  scored.confidence.documentType = documentType === 'maintenance' ? 0.3 : round(Math.min(1, 0.5 + (typeScores[0] - (typeScores[1] ?? 0)) / 20));

  const data = {
    documentType,
    documentKind,
    ...(vehicle.others.length ? { additionalVehicles: vehicle.others.slice(0, 10) } : {}),
    vin,
    vehicleInfo: {
      vin,
      make: take('vehicleInfo.make', vehicle.make),
      model: take('vehicleInfo.model', vehicle.model),
      year: take('vehicleInfo.year', vehicle.year),
      color: take('vehicleInfo.color', vehicle.color),
      plateNumber,
      ownerName: take('vehicleInfo.ownerName', vehicle.ownerName),
      ownerAddress: take('vehicleInfo.ownerAddress', vehicle.ownerAddress),
    },
    registrationInfo: { plateNumber, expiryDate, renewalDate: take('registrationInfo.renewalDate', registration?.renewalDate) },
    serviceInfo: service
      ? {
          serviceProvider: take('serviceInfo.serviceProvider', service.serviceProvider),
          serviceDate: take('serviceInfo.serviceDate', service.serviceDate),
          mileage: take('serviceInfo.mileage', service.mileage),
          nextServiceDate: take('serviceInfo.nextServiceDate', service.nextServiceDate),
          nextServiceMileage: take('serviceInfo.nextServiceMileage', service.nextServiceMileage),
          totalCost: take('serviceInfo.totalCost', service.totalCost),
          services: services.length ? services : null,
        }
      : {},
    insuranceInfo: insurance
      ? {
          insuranceProvider: take('insuranceInfo.insuranceProvider', insurance.insuranceProvider),
          policyNumber: take('insuranceInfo.policyNumber', insurance.policyNumber),
          coverageType: take('insuranceInfo.coverageType', insurance.coverageType),
          effectiveDate: take('insuranceInfo.effectiveDate', insurance.effectiveDate),
          expirationDate: take('insuranceInfo.expirationDate', insurance.expirationDate),
          premium: take('insuranceInfo.premium', insurance.premium),
        }
      : {},
    alertDates: {
      registrationExpiry: expiryDate,
      insuranceExpiry: insurance?.expirationDate.value ?? null,
      nextService: service?.nextServiceDate.value ?? null,
      inspectionDue: take('alertDates.inspectionDue', inspectionDue),
      warrantyExpiry: take('alertDates.warrantyExpiry', warrantyExpiry),
    },
    extractedText: input.text,
    confidence: scored.confidence,
    candidates: scored.candidates,
  };
  const ambiguousFields = order.decided ? [] : flagAmbiguousDates(data, scored, order, page.text);
  return ProcessedDataSchema.parse({ ...data, dateOrder: { order: order.order, decided: order.decided, cues: describeCues(order), ambiguousFields } });
}

const DATE_FIELDS = [
  'registrationInfo.expiryDate', 'registrationInfo.renewalDate', 'serviceInfo.serviceDate', 'serviceInfo.nextServiceDate',
  'insuranceInfo.effectiveDate', 'insuranceInfo.expirationDate', 'alertDates.inspectionDue', 'alertDates.warrantyExpiry',
] as const satisfies readonly ConfidenceField[];

/** A date either order reads, on a page whose order is not decided, is a guess: low confidence, and the other reading offered. */
const AMBIGUOUS_CONFIDENCE = 0.4;

function flagAmbiguousDates(data: Record<string, unknown>, scored: Scored, order: DateOrderDecision, text: string): ConfidenceField[] {
  const ambiguous = listAmbiguousDates(text, order.order);
  if (ambiguous.length === 0) return [];
  const flagged: ConfidenceField[] = [];
  for (const field of DATE_FIELDS) {
    const [group, key] = field.split('.');
    const value = (data[group] as Record<string, unknown> | undefined)?.[key];
    const hit = typeof value === 'string' ? ambiguous.find((a) => a.read === value) : undefined;
    if (!hit) continue;
    flagged.push(field);
    scored.confidence[field] = Math.min(scored.confidence[field] ?? AMBIGUOUS_CONFIDENCE, AMBIGUOUS_CONFIDENCE);
    const others = (scored.candidates[field] ?? []).filter((c) => c.value !== hit.other);
    scored.candidates[field] = [{ value: hit.other, confidence: AMBIGUOUS_CONFIDENCE - 0.05 }, ...others].slice(0, 5);
  }
  return flagged;
}

function describeCues(order: DateOrderDecision): string[] {
  return order.cues.map((c) => `${c.cue} (${c.order}, ${c.weight})`).slice(0, 30);
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
