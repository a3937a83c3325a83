import { EXPIRING_SOON_DAYS, isAlertFromPaper, readPaperStatus } from './document-facts';
import { capitalize, lowerFirst, countDaysBetween, describeDaysFromToday, formatDistance, joinList, pluralize, toDay } from '../wording/format';
import { formatMoney } from '../../../../shared/units';
import { LIMITS } from './signal-findings';
import type { MaintenanceRecord, VehicleContext } from './types';
import { readNumber, readOdometerKm } from './vehicle-facts';

export type MaintenanceStatus = 'overdue' | 'due_soon' | 'ok' | 'unknown';
export type MaintenanceKind = 'service' | 'inspection' | 'registration' | 'insurance' | 'warranty';

export interface MaintenanceItem {
  what: string;
  kind: MaintenanceKind;
  /** YYYY-MM-DD */
  dueDate: string | null;
  /** odometer reading in km at which it is due */
  dueMileageKm: number | null;
  status: MaintenanceStatus;
  reason: string;
  /** what the same work cost last time, when a record says so */
  lastCost: number | null;
}

export interface MaintenanceAnalysis {
  items: MaintenanceItem[];
  lastService: { date: string; type: string; mileage: number | null } | null;
  /** estimated cost of the overdue and due-soon work, from what the same work cost last time */
  totalEstimatedCost: number;
  /** sum of every recorded maintenance cost */
  totalRecordedCost: number;
  serviceCount: number;
  summary: string;
}

const DUE_SOON_DAYS = 30;
const SERVICE_DOCUMENT_TYPES = new Set(['service_invoice', 'oil_change_receipt', 'maintenance']);
const STATUS_ORDER: Record<MaintenanceStatus, number> = { overdue: 0, due_soon: 1, ok: 2, unknown: 3 };

export function analyzeMaintenance(ctx: VehicleContext): MaintenanceAnalysis {
  const odometerKm = readOdometerKm(ctx);
  const items: MaintenanceItem[] = [];
  const add = (item: Omit<MaintenanceItem, 'status' | 'reason'> & { reason?: string }) => {
    const duplicate = items.some(
      (i) => i.kind === item.kind && i.dueDate === item.dueDate && i.dueMileageKm === item.dueMileageKm,
    );
    if (duplicate) return;
    const status = classifyDue(item.dueDate, item.dueMileageKm, odometerKm, ctx.today);
    items.push({ ...item, status, reason: item.reason ?? explainDue(item.dueDate, item.dueMileageKm, odometerKm, ctx) });
  };

  for (const record of latestRecordPerType(ctx.maintenance)) {
    if (!record.nextDue && record.nextDueMileage === null) continue;
    add({
      what: capitalize(record.type),
      kind: 'service',
      dueDate: record.nextDue,
      dueMileageKm: record.nextDueMileage,
      lastCost: record.cost,
    });
  }

  for (const doc of ctx.documents) {
    const data = doc.processedData;
    if (!data) continue;
    const nextDate = data.serviceInfo?.nextServiceDate ?? data.alertDates?.nextService ?? null;
    const nextKm = data.serviceInfo?.nextServiceMileage ?? null;
    if (nextDate || nextKm !== null)
      add({
        what: `Next service (from ${doc.originalName})`,
        kind: 'service',
        dueDate: nextDate,
        dueMileageKm: nextKm,
        lastCost: data.serviceInfo?.totalCost ?? null,
      });
    if (data.alertDates?.inspectionDue)
      add({ what: 'Inspection', kind: 'inspection', dueDate: data.alertDates.inspectionDue, dueMileageKm: null, lastCost: null });
  }

  const serviceKm = readNumber(ctx.latest, 'serviceDistanceToService');
  if (serviceKm !== null) {
    const reason =
      serviceKm <= 0
        ? `The car reports its scheduled service is overdue by ${formatDistance(-serviceKm, ctx.unit)}.`
        : `The car reports ${formatDistance(serviceKm, ctx.unit)} to its next scheduled service.`;
    const item: MaintenanceItem = {
      what: 'Scheduled service reported by the car',
      kind: 'service',
      dueDate: null,
      dueMileageKm: odometerKm !== null ? Math.round(odometerKm + serviceKm) : null,
      status: serviceKm <= 0 ? 'overdue' : serviceKm <= LIMITS.serviceSoonKm ? 'due_soon' : 'ok',
      reason,
      lastCost: null,
    };
    items.push(item);
  }

  for (const kind of ['registration', 'insurance'] as const) {
    const paper = readPaperStatus(ctx, kind);
    if (paper.status !== 'expired' && paper.status !== 'expiring') continue;
    add({
      what: `${capitalize(kind)} renewal`,
      kind,
      dueDate: paper.expiryDate,
      dueMileageKm: null,
      lastCost: null,
      reason:
        paper.status === 'expired'
          ? `The ${kind} expired on ${paper.expiryDate}.`
          : `The ${kind} expires on ${paper.expiryDate} (${describeDaysFromToday(paper.daysLeft ?? 0)}).`,
    });
  }

  for (const alert of ctx.alerts) {
    if (!alert.isActive || !isAlertFromPaper(ctx, alert)) continue;
    const date = toDay(alert.alertDate);
    const days = countDaysBetween(ctx.today, date);
    const kind = alertKind(alert.alertType);
    if (!kind || days === null) continue;
    if (kind !== 'service' && kind !== 'inspection' && days > EXPIRING_SOON_DAYS) continue;
    const what = { service: 'Service', inspection: 'Inspection', registration: 'Registration renewal', insurance: 'Insurance renewal', warranty: 'Warranty expiry' }[kind];
    add({ what, kind, dueDate: date, dueMileageKm: null, lastCost: null, reason: `${alert.alertMessage.replace(/\.$/, '')} (${describeDaysFromToday(days)}).` });
  }

  items.sort(
    (a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999'),
  );

  const lastService = findLastService(ctx);
  const totalEstimatedCost = sum(items.filter((i) => i.status === 'overdue' || i.status === 'due_soon').map((i) => i.lastCost ?? 0));
  const totalRecordedCost = sum(ctx.maintenance.map((r) => r.cost ?? 0));
  const serviceCount =
    ctx.maintenance.length + ctx.documents.filter((d) => SERVICE_DOCUMENT_TYPES.has(d.processedData?.documentType ?? '')).length;

  return {
    items,
    lastService,
    totalEstimatedCost,
    totalRecordedCost,
    serviceCount,
    summary: summarize(ctx, items, lastService, totalEstimatedCost),
  };
}

export function classifyDue(
  dueDate: string | null,
  dueMileageKm: number | null,
  odometerKm: number | null,
  today: string,
): MaintenanceStatus {
  const daysLeft = dueDate ? countDaysBetween(today, dueDate) : null;
  const kmLeft = dueMileageKm !== null && odometerKm !== null ? dueMileageKm - odometerKm : null;
  if (daysLeft === null && kmLeft === null) return 'unknown';
  if ((daysLeft !== null && daysLeft < 0) || (kmLeft !== null && kmLeft <= 0)) return 'overdue';
  if ((daysLeft !== null && daysLeft <= DUE_SOON_DAYS) || (kmLeft !== null && kmLeft <= LIMITS.serviceSoonKm)) return 'due_soon';
  return 'ok';
}

function explainDue(dueDate: string | null, dueKm: number | null, odometerKm: number | null, ctx: VehicleContext): string {
  const parts: string[] = [];
  if (dueDate) {
    const days = countDaysBetween(ctx.today, dueDate);
    const when = days !== null ? ` (${describeDaysFromToday(days)})` : '';
    parts.push(days !== null && days < 0 ? `was due on ${dueDate}${when}` : `due on ${dueDate}${when}`);
  }
  if (dueKm !== null) {
    const at = `${formatDistance(dueKm, ctx.unit)} on the odometer`;
    if (odometerKm === null) parts.push(`due at ${at}, but the odometer is not reported`);
    else {
      const left = dueKm - odometerKm;
      parts.push(
        left <= 0
          ? `was due at ${at}, ${formatDistance(-left, ctx.unit)} ago`
          : `due at ${at}, ${formatDistance(left, ctx.unit)} from now`,
      );
    }
  }
  return `${capitalize(parts.join('; by distance it is '))}.`;
}

function latestRecordPerType(records: MaintenanceRecord[]): MaintenanceRecord[] {
  const byType = new Map<string, MaintenanceRecord>();
  for (const record of records) {
    const key = record.type.trim().toLowerCase();
    const current = byType.get(key);
    if (!current || (record.date ?? '') > (current.date ?? '')) byType.set(key, record);
  }
  return [...byType.values()];
}

function findLastService(ctx: VehicleContext): MaintenanceAnalysis['lastService'] {
  const candidates: { date: string; type: string; mileage: number | null }[] = [];
  for (const r of ctx.maintenance) if (r.date) candidates.push({ date: r.date, type: r.type, mileage: r.mileage });
  for (const d of ctx.documents) {
    const info = d.processedData?.serviceInfo;
    if (info?.serviceDate)
      candidates.push({
        date: info.serviceDate,
        type: info.services && info.services.length > 0 ? info.services.join(', ') : 'service',
        mileage: info.mileage ?? null,
      });
  }
  const past = candidates.filter((c) => c.date <= ctx.today);
  past.sort((a, b) => b.date.localeCompare(a.date));
  return past[0] ?? null;
}

function alertKind(alertType: string): MaintenanceKind | null {
  switch (alertType) {
    case 'service_due':
      return 'service';
    case 'inspection_due':
      return 'inspection';
    case 'registration_expiry':
      return 'registration';
    case 'insurance_expiry':
      return 'insurance';
    case 'warranty_expiry':
      return 'warranty';
  }
  return null;
}

function summarize(
  ctx: VehicleContext,
  items: MaintenanceItem[],
  lastService: MaintenanceAnalysis['lastService'],
  estimatedCost: number,
): string {
  if (items.length === 0 && !lastService)
    return `No maintenance records or service schedule are on file for ${ctx.name}. Add a service receipt or a maintenance record and I will track what is due.`;
  const overdue = items.filter((i) => i.status === 'overdue');
  const soon = items.filter((i) => i.status === 'due_soon');
  const sentences: string[] = [];
  if (overdue.length + soon.length === 0) {
    sentences.push(
      items.length > 0 ? `Nothing is overdue or due in the next 30 days for ${ctx.name}.` : `No upcoming maintenance is scheduled for ${ctx.name}.`,
    );
  } else {
    const counts = joinList(
      [overdue.length ? `${pluralize(overdue.length, 'item')} overdue` : '', soon.length ? `${soon.length} due soon` : ''].filter(Boolean),
    );
    const names = [...overdue, ...soon].map((i) => lowerFirst(i.what));
    sentences.push(`${ctx.name} has ${counts}: ${joinList(names)}.`);
  }
  if (lastService) {
    const at = lastService.mileage !== null ? ` at ${formatDistance(lastService.mileage, ctx.unit)}` : '';
    sentences.push(`Last service: ${lastService.type} on ${lastService.date}${at}.`);
  } else sentences.push('No past service is recorded.');
  if (estimatedCost > 0) sentences.push(`Based on previous invoices, the work due now costs about ${formatMoney(estimatedCost)}.`);
  const later = items.filter((i) => i.status === 'ok').length;
  if (later > 0) sentences.push(`${pluralize(later, 'more item')} ${later === 1 ? 'is' : 'are'} scheduled later.`);
  return sentences.join(' ');
}

function sum(values: number[]): number {
  return Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;
}
