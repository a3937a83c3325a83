import type { ProcessedData } from '../../../../shared/documents';
import { createDailySignals, createLatestSignals, type LatestSignalValues } from '../../../../shared/latest-signals';
import type { DailySignals, LatestSignals } from '../../../../shared/telemetry';
import type { VehicleContext, VehicleDocument } from './types';
import { buildWeekSeries } from '../../usage/test-support/build-series';

/** Shared fixtures for the analyzers' tests. */
export const TODAY = '2026-11-22';

export const HEALTHY_GAS: LatestSignalValues = {
  powertrainTransmissionTravelledDistance: 45_210,
  powertrainFuelSystemRelativeLevel: 62,
  lowVoltageBatteryCurrentVoltage: 12.6,
  powertrainCombustionEngineECT: 92,
  powertrainCombustionEngineSpeed: 1800,
  obdEngineLoad: 35,
  obdIntakeTemp: 25,
  obdBarometricPressure: 101,
  powertrainRange: 420,
  chassisAxleRow1WheelLeftTirePressure: 235,
  chassisAxleRow1WheelRightTirePressure: 235,
  chassisAxleRow2WheelLeftTirePressure: 230,
  chassisAxleRow2WheelRightTirePressure: 230,
  serviceDistanceToService: 8000,
  obdDTCList: '[]',
};

export function buildSignals(values: LatestSignalValues & { dtcs?: string[] }, timestamp = `${TODAY}T08:00:00Z`): LatestSignals {
  const { dtcs, ...rest } = values;
  return createLatestSignals(dtcs ? { ...rest, obdDTCList: JSON.stringify(dtcs) } : rest, timestamp);
}

/** A healthy 2021 Toyota Camry unless overridden. */
export function buildContext(overrides: Partial<VehicleContext> = {}): VehicleContext {
  return {
    tokenId: 101,
    name: 'Blue Camry',
    make: 'Toyota',
    model: 'Camry',
    year: 2021,
    type: 'gas',
    vin: '4T1BF1FK5CU000001',
    latest: buildSignals(HEALTHY_GAS),
    daily: [],
    usage: null,
    maintenance: [],
    documents: [],
    alerts: [],
    unit: 'km',
    today: TODAY,
    ...overrides,
  };
}

/** One 24 h bucket per row, starting on `firstDay`; unspecified values are null. */
export function buildDaily(rows: Partial<Omit<DailySignals, 'timestamp'>>[], firstDay = '2026-11-15'): DailySignals[] {
  const start = Date.parse(`${firstDay}T00:00:00Z`);
  return rows.map((row, i) => createDailySignals(new Date(start + i * 86_400_000).toISOString(), row));
}

type ProcessedDataInput = Partial<Omit<ProcessedData, 'documentType'>> & Pick<ProcessedData, 'documentType'>;

export function buildDocument(
  type: VehicleDocument['type'],
  data: ProcessedDataInput | null,
  originalName = `${type}.pdf`,
): VehicleDocument {
  return {
    id: `doc-${originalName}`,
    type,
    originalName,
    uploadedAt: '2026-06-01T10:00:00Z',
    processedData: data
      ? {
          vehicleInfo: {},
          registrationInfo: {},
          serviceInfo: {},
          insuranceInfo: {},
          alertDates: {},
          extractedText: '',
          ...data,
        }
      : null,
  };
}

export const VALID_REGISTRATION = buildDocument('registration', {
  documentType: 'car_registration',
  registrationInfo: { expiryDate: '2027-08-31' },
});
export const VALID_INSURANCE = buildDocument('insurance', {
  documentType: 'insurance',
  insuranceInfo: { insuranceProvider: 'Acme Mutual', expirationDate: '2027-03-01' },
});

/** A week of driving (0, 40, 80 and 90 km on four days) and a car with that week, valid papers and good readings. */
export const WEEK = buildWeekSeries([{ km: 0 }, { km: 40, speed: 80 }, { km: 80, speed: 110 }, { km: 90, speed: 95 }], { to: '2026-11-22T08:00:00Z', energy: 'fuel' });
export const HEALTHY = buildContext({ usage: WEEK, documents: [VALID_REGISTRATION, VALID_INSURANCE] });
