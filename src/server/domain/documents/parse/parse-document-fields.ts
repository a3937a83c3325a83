import { ProcessedDataSchema, type ProcessedData } from '../../../../shared/documents';
import { classifyDocument } from './classify';
import { findLabelled } from './fields';
import { extractInsurance } from './insurance';
import { buildLines, type OcrLine } from './lines';
import { extractRegistration } from './registration';
import { extractService } from './service';
import { readDate } from './values';
import { extractVehicle } from './vehicle';

/** `today` (YYYY-MM-DD) anchors the model-year decoding of the VIN; it defaults to the clock. */
export type ParseInput = { text: string; fileName: string; lines?: OcrLine[]; today?: string };

const INSPECTION_LABELS = [
  /\b(?:next\s+)?(?:state\s+|safety\s+|emissions?\s+|smog\s+)?(?:inspection|smog\s+check)\s*(?:due|expires|expiration|date)?\b(?:\s+(?:date|on|by))?/i,
];
const WARRANTY_LABELS = [
  /\bwarranty\s+(?:expires|expiration(?:\s+date)?|ends|valid\s+(?:until|through|thru)|until|through|thru)\b(?:\s+on)?/i,
  /\bwarranty\b/i,
];

/** Reads the facts of a vehicle document from its text. No I/O; `onVehicle` marks the start of the VIN and vehicle facts. */
export function parseDocumentFields(input: ParseInput, onVehicle?: () => void): ProcessedData {
  const lines = buildLines(input.text, input.lines);
  const text = lines.join('\n');
  const documentType = classifyDocument(text, input.fileName);
  const isRegistration = documentType === 'car_registration';
  const isInsurance = documentType === 'insurance';
  const isService = !isRegistration && !isInsurance;

  const today = input.today ? new Date(`${input.today}T12:00:00`) : undefined;
  onVehicle?.();
  const vehicle = extractVehicle(lines, text, !isService, today);
  const registration = isRegistration ? extractRegistration(lines) : null;
  const insurance = isInsurance ? extractInsurance(lines, text) : null;
  const service = isService ? extractService(lines) : null;
  const inspectionDue = findLabelled(lines, INSPECTION_LABELS, readDate, { sentence: 50, below: true });
  const warrantyExpiry = findLabelled(lines, WARRANTY_LABELS, readDate, { sentence: 60 });

  return ProcessedDataSchema.parse({
    documentType,
    vin: vehicle.vin,
    vehicleInfo: vehicle,
    registrationInfo: {
      plateNumber: vehicle.plateNumber,
      expiryDate: registration?.expiryDate ?? null,
      renewalDate: registration?.renewalDate ?? null,
    },
    serviceInfo: service
      ? { ...service, services: service.services.length ? service.services : null }
      : {},
    insuranceInfo: insurance ?? {},
    alertDates: {
      registrationExpiry: registration?.expiryDate ?? null,
      insuranceExpiry: insurance?.expirationDate ?? null,
      nextService: service?.nextServiceDate ?? null,
      inspectionDue,
      warrantyExpiry,
    },
    extractedText: input.text,
  });
}
