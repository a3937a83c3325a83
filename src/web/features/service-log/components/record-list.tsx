import { FileText, Paperclip, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { SERVICE_KIND_LABELS, type ServiceRecord } from '@shared/api/service-log';
import { formatIsoDate } from '@shared/format-date';
import { formatDistance, formatMoney, type DistanceUnit } from '@shared/units';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

interface RecordListProps {
  records: ServiceRecord[];
  unit: DistanceUnit;
  deletingId: string | null;
  onEdit: (record: ServiceRecord) => void;
  onDelete: (record: ServiceRecord) => void;
  onOpenDocument: (id: string) => void;
}

const SOURCE_LABELS: Record<ServiceRecord['source'], string | null> = { manual: null, import: 'Imported', reminder: 'From a reminder', document: 'From invoice' };

/** A record's name for screen readers and buttons: "Oil change on May 2, 2025". */
export function recordTitle(record: ServiceRecord): string {
  return `${SERVICE_KIND_LABELS[record.kind]}${record.date ? ` on ${formatIsoDate(record.date)}` : ''}`;
}

/** The service records, newest first, each with its facts, links to its documents, and edit and delete. */
export function RecordList({ records, unit, deletingId, onEdit, onDelete, onOpenDocument }: RecordListProps) {
  const [confirming, setConfirming] = useState<string | null>(null);
  if (records.length === 0) {
    return <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">No service records yet. Add the work done on this vehicle, or import a CSV from LubeLogger or Fuelly.</p>;
  }
  return (
    <ul aria-label="Service records" className="divide-y rounded-lg border">
      {records.map((record) => {
        const title = recordTitle(record);
        const source = SOURCE_LABELS[record.source];
        return (
          <li key={record.id} aria-label={title} className="space-y-2 p-3 sm:p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-medium">
                  {record.date ? formatIsoDate(record.date) : 'No date'} · {SERVICE_KIND_LABELS[record.kind]}
                </p>
                {record.description && <p className="break-words text-sm">{record.description}</p>}
              </div>
              <p className="text-lg font-semibold tabular-nums">{formatMoney(record.totalCost, record.currency)}</p>
            </div>
            <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
              {record.odometerKm !== null && (
                <div className="flex gap-1">
                  <dt>Odometer</dt>
                  <dd className="tabular-nums text-foreground">{formatDistance(record.odometerKm, unit)}</dd>
                </div>
              )}
              {(record.partsCost !== null || record.laborCost !== null) && (
                <div className="flex gap-1">
                  <dt>Parts / labour</dt>
                  <dd className="tabular-nums text-foreground">
                    {formatMoney(record.partsCost ?? 0, record.currency)} / {formatMoney(record.laborCost ?? 0, record.currency)}
                  </dd>
                </div>
              )}
              {record.shop && (
                <div className="flex gap-1">
                  <dt>Shop</dt>
                  <dd className="text-foreground">{record.shop}</dd>
                </div>
              )}
              {record.nextDue && (
                <div className="flex gap-1">
                  <dt>Next due</dt>
                  <dd className="text-foreground">{formatIsoDate(record.nextDue)}</dd>
                </div>
              )}
            </dl>
            {record.notes && <p className="whitespace-pre-wrap break-words text-sm text-muted-foreground">{record.notes}</p>}
            <div className="flex flex-wrap items-center gap-2">
              {source && <Badge variant="outline">{source}</Badge>}
              {record.document && (
                <Button variant="link" size="sm" className="h-auto p-0" onClick={() => onOpenDocument(record.document!.id)}>
                  <FileText aria-hidden /> {record.document.originalName}
                </Button>
              )}
              {record.attachment && (
                <Button variant="link" size="sm" className="h-auto p-0" onClick={() => onOpenDocument(record.attachment!.id)}>
                  <Paperclip aria-hidden /> {record.attachment.originalName}
                </Button>
              )}
              <span className="ml-auto flex gap-2">
                {confirming === record.id ? (
                  <>
                    <span className="self-center text-sm">Delete this record?</span>
                    <Button size="sm" variant="destructive" disabled={deletingId === record.id} onClick={() => onDelete(record)}>
                      Yes, delete
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setConfirming(null)}>
                      Keep
                    </Button>
                  </>
                ) : (
                  <>
                    <Button size="sm" variant="outline" aria-label={`Edit ${title}`} onClick={() => onEdit(record)}>
                      <Pencil aria-hidden /> Edit
                    </Button>
                    <Button size="sm" variant="outline" aria-label={`Delete ${title}`} onClick={() => setConfirming(record.id)}>
                      <Trash2 aria-hidden /> Delete
                    </Button>
                  </>
                )}
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
