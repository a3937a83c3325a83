import { Download, FileUp, Plus } from 'lucide-react';
import { useState } from 'react';
import type { ServiceRecord } from '@shared/api/service-log';
import { toIsoDate } from '@shared/format-date';
import type { DistanceUnit } from '@shared/units';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ShowMore } from '@/components/show-more';
import { useAddRecord, useDeleteRecord, useExportCsv, useOpenDocument, useServiceRecords, useUpdateRecord } from './api';
import { ImportCard } from './components/import-card';
import { RecordForm } from './components/record-form';
import { recordTitle, RecordList } from './components/record-list';
import { TotalsCard } from './components/totals-card';
import { draftFromRecord, emptyDraft } from './record-form-values';

type Mode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; record: ServiceRecord } | { kind: 'import' };

export interface ServiceLogPanelProps {
  tokenId: number;
  unit: DistanceUnit;
}

/** One vehicle's service log: spending, the records, add / edit / delete, CSV export and import. */
export function ServiceLogPanel({ tokenId, unit }: ServiceLogPanelProps) {
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const records = useServiceRecords(tokenId);
  const add = useAddRecord();
  const update = useUpdateRecord();
  const remove = useDeleteRecord();
  const exportCsv = useExportCsv(tokenId);
  const openDocument = useOpenDocument();
  const toList = () => setMode({ kind: 'list' });

  return (
    <div className="space-y-4">
      <TotalsCard tokenId={tokenId} unit={unit} />

      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setMode({ kind: 'add' })} disabled={mode.kind === 'add'}>
          <Plus aria-hidden /> Add record
        </Button>
        <Button variant="outline" onClick={() => void exportCsv()}>
          <Download aria-hidden /> Export CSV
        </Button>
        <Button variant="outline" onClick={() => setMode({ kind: 'import' })} disabled={mode.kind === 'import'}>
          <FileUp aria-hidden /> Import CSV
        </Button>
      </div>

      {mode.kind === 'import' && <ImportCard tokenId={tokenId} unit={unit} onDone={toList} />}
      {(mode.kind === 'add' || mode.kind === 'edit') && (
        <Card>
          <CardHeader className="pb-3">
            <h3 className="text-base font-semibold leading-none">{mode.kind === 'add' ? 'New service record' : `Edit ${recordTitle(mode.record)}`}</h3>
          </CardHeader>
          <CardContent>
            <RecordForm
              key={mode.kind === 'edit' ? mode.record.id : 'new'}
              tokenId={tokenId}
              unit={unit}
              editing={mode.kind === 'edit'}
              initial={mode.kind === 'edit' ? draftFromRecord(mode.record, unit) : emptyDraft(toIsoDate(new Date()))}
              fromDocument={mode.kind === 'edit' ? mode.record.document?.originalName : null}
              saving={add.isPending || update.isPending}
              onCancel={toList}
              onSave={(record) =>
                mode.kind === 'edit'
                  ? update.mutate({ id: mode.record.id, record }, { onSuccess: toList })
                  : add.mutate({ tokenId, record }, { onSuccess: toList })
              }
            />
          </CardContent>
        </Card>
      )}

      <section aria-label="Service history" className="space-y-2">
        <h3 className="text-base font-semibold">History</h3>
        {records.isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : records.error ? (
          <p role="alert" className="text-sm text-destructive">
            {records.error.message}
          </p>
        ) : (
          <>
            <RecordList
              records={records.items ?? []}
              unit={unit}
              deletingId={remove.isPending ? (remove.variables?.id ?? null) : null}
              onEdit={(record) => setMode({ kind: 'edit', record })}
              onDelete={(record) => remove.mutate({ id: record.id })}
              onOpenDocument={(id) => void openDocument(id)}
            />
            <ShowMore list={records} noun="records" />
          </>
        )}
      </section>
    </div>
  );
}
export default ServiceLogPanel;
