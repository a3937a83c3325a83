import { EXPIRING_SOON_DAYS, isAlertFromPaper, readPaperStatus } from './document-facts';
import { capitalize, countDaysBetween, toDay } from '../wording/format';
import { wordingFor, type Wording } from '../wording/wording';
import { LIMITS } from './signal-findings';
import type { MaintenanceRecord, VehicleContext } from './types';
import { readNumber, readOdometerKm } from '../../vehicle-facts/readings';

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
  const w = wordingFor(ctx);
  const t = w.t.maintenance;
  const odometerKm = readOdometerKm(ctx);
  const items: MaintenanceItem[] = [];
  const add = (item: Omit<MaintenanceItem, 'status' | 'reason'> & { reason?: string }) => {
    const duplicate = items.some(
      (i) => i.kind === item.kind && i.dueDate === item.dueDate && i.dueMileageKm === item.dueMileageKm,
    );
    if (duplicate) return;
    const status = classifyDue(item.dueDate, item.dueMileageKm, odometerKm, ctx.today);
    items.push({ ...item, status, reason: item.reason ?? explainDue(item.dueDate, item.dueMileageKm, odometerKm, ctx, w) });
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
        what: t.nextServiceFrom(doc.originalName),
        kind: 'service',
        dueDate: nextDate,
        dueMileageKm: nextKm,
        lastCost: data.serviceInfo?.totalCost ?? null,
      });
    if (data.alertDates?.inspectionDue)
      add({ what: t.what.inspection, kind: 'inspection', dueDate: data.alertDates.inspectionDue, dueMileageKm: null, lastCost: null });
  }

  const serviceKm = readNumber(ctx.latest, 'serviceDistanceToService');
  if (serviceKm !== null) {
    const reason = serviceKm <= 0 ? t.carReportsOverdue(w.distance(-serviceKm, ctx.unit)) : t.carReportsDue(w.distance(serviceKm, ctx.unit));
    const item: MaintenanceItem = {
      what: t.what.reportedService,
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
    const date = w.date(paper.expiryDate ?? '');
    add({
      what: t.what[kind],
      kind,
      dueDate: paper.expiryDate,
      dueMileageKm: null,
      lastCost: null,
      reason: paper.status === 'expired' ? w.t.papers.expiredOn(kind, date) : w.t.papers.expiresIn(kind, date, w.relativeDays(paper.daysLeft ?? 0)),
    });
  }

  for (const alert of ctx.alerts) {
    if (!alert.isActive || !isAlertFromPaper(ctx, alert)) continue;
    const date = toDay(alert.alertDate);
    const days = countDaysBetween(ctx.today, date);
    const kind = alertKind(alert.alertType);
    if (!kind || days === null) continue;
    if (kind !== 'service' && kind !== 'inspection' && days > EXPIRING_SOON_DAYS) continue;
    add({ what: t.what[kind], kind, dueDate: date, dueMileageKm: null, lastCost: null, reason: `${alert.alertMessage.replace(/\.$/, '')} (${w.relativeDays(days)}).` });
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
    summary: summarize(ctx, w, items, lastService, totalEstimatedCost),
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

function explainDue(dueDate: string | null, dueKm: number | null, odometerKm: number | null, ctx: VehicleContext, w: Wording): string {
  const t = w.t.maintenance.due;
  const parts: string[] = [];
  if (dueDate) {
    const days = countDaysBetween(ctx.today, dueDate);
    const when = days !== null ? ` (${w.relativeDays(days)})` : '';
    parts.push(days !== null && days < 0 ? t.wasDueOn(w.date(dueDate), when) : t.dueOn(w.date(dueDate), when));
  }
  if (dueKm !== null) {
    const at = w.distance(dueKm, ctx.unit);
    if (odometerKm === null) parts.push(t.dueAtNoOdometer(at));
    else {
      const left = dueKm - odometerKm;
      parts.push(left <= 0 ? t.wasDueAt(at, w.distance(-left, ctx.unit)) : t.dueAt(at, w.distance(left, ctx.unit)));
    }
  }
  return `${capitalize(parts.join(t.byDistance))}.`;
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
  w: Wording,
  items: MaintenanceItem[],
  lastService: MaintenanceAnalysis['lastService'],
  estimatedCost: number,
): string {
  const t = w.t.maintenance.summary;
  if (items.length === 0 && !lastService) return t.nothingOnFile(ctx.name);
  const overdue = items.filter((i) => i.status === 'overdue');
  const soon = items.filter((i) => i.status === 'due_soon');
  const sentences: string[] = [];
  if (overdue.length + soon.length === 0) {
    sentences.push(items.length > 0 ? t.nothingDue(ctx.name) : t.nothingScheduled(ctx.name));
  } else {
    const counts = w.list([overdue.length ? t.overdueCount(overdue.length) : '', soon.length ? t.soonCount(soon.length) : ''].filter(Boolean));
    const names = [...overdue, ...soon].map((i) => w.lowerFirst(i.what));
    sentences.push(t.has(ctx.name, counts, w.list(names)));
  }
  if (lastService) {
    const at = lastService.mileage !== null ? w.distance(lastService.mileage, ctx.unit) : null;
    sentences.push(t.lastService(lastService.type, w.date(lastService.date), at));
  } else sentences.push(t.noPastService);
  if (estimatedCost > 0) sentences.push(t.estimatedCost(w.money(estimatedCost)));
  const later = items.filter((i) => i.status === 'ok').length;
  if (later > 0) sentences.push(t.later(later));
  return sentences.join(' ');
}

function sum(values: number[]): number {
  return Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;
}
