import { Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { CSV_IMPORT_LIMITS, SERVICE_KIND_LABELS, type CsvFormat, type CsvImportPreview } from '@shared/api/service-log';
import { formatDistance, formatMoney, type DistanceUnit } from '@shared/units';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useImportCsv, usePreviewImport } from '../api';

const FORMAT_LABELS: Record<CsvFormat, string> = { auto: 'Detect from the columns', lubelogger: 'LubeLogger', fuelly: 'Fuelly', drivewise: 'This app’s export' };
const PREVIEW_ROWS = 200;

interface Options {
  format: CsvFormat;
  distanceUnit: '' | DistanceUnit;
  dateOrder: '' | 'mdy' | 'dmy';
}

/** Choose a CSV, see every row as it would be saved (with its errors), then import it all or nothing. */
export function ImportCard({ tokenId, unit, onDone }: { tokenId: number; unit: DistanceUnit; onDone: () => void }) {
  const id = useId();
  const [csv, setCsv] = useState<{ name: string; text: string } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [options, setOptions] = useState<Options>({ format: 'auto', distanceUnit: '', dateOrder: '' });
  const preview = usePreviewImport();
  const save = useImportCsv();

  const request = (text: string, opts: Options) => ({
    tokenId,
    file: { csv: text, format: opts.format, ...(opts.distanceUnit ? { distanceUnit: opts.distanceUnit } : {}), ...(opts.dateOrder ? { dateOrder: opts.dateOrder } : {}) },
  });
  const runPreview = (text: string, opts: Options) => preview.mutate(request(text, opts));

  async function choose(file: File | undefined) {
    setFileError(null);
    preview.reset();
    if (!file) return;
    if (file.size > CSV_IMPORT_LIMITS.maxBytes) {
      setFileError('The file is larger than 400 KB; split it and import each part.');
      setCsv(null);
      return;
    }
    const text = await file.text();
    setCsv({ name: file.name, text });
    runPreview(text, options);
  }

  const change = (patch: Partial<Options>) => {
    const next = { ...options, ...patch };
    setOptions(next);
    if (csv) runPreview(csv.text, next);
  };
  const result: CsvImportPreview | undefined = preview.data;
  const blocked = !result || result.errorCount > 0 || result.validCount === 0;

  return (
    <Card>
      <CardHeader className="pb-3">
        <h3 className="text-base font-semibold leading-none">Import from CSV</h3>
        <p className="text-sm text-muted-foreground">LubeLogger (service, repair and gas records) and Fuelly exports, or a file exported here. Nothing is saved until you import, and a file with any bad row saves nothing.</p>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <div className="space-y-1.5 sm:col-span-2 lg:col-span-1">
            <Label htmlFor={`${id}-file`}>CSV file</Label>
            <Input id={`${id}-file`} type="file" accept=".csv,text/csv" onChange={(e) => void choose(e.target.files?.[0])} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-format`}>Format</Label>
            <NativeSelect id={`${id}-format`} value={options.format} onChange={(e) => change({ format: e.target.value as CsvFormat })}>
              {(Object.keys(FORMAT_LABELS) as CsvFormat[]).map((f) => (
                <option key={f} value={f}>
                  {FORMAT_LABELS[f]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-unit`}>Distances in the file</Label>
            <NativeSelect id={`${id}-unit`} value={options.distanceUnit} onChange={(e) => change({ distanceUnit: e.target.value as Options['distanceUnit'] })}>
              <option value="">As the file says (else {unit})</option>
              <option value="km">Kilometres</option>
              <option value="mi">Miles</option>
            </NativeSelect>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-dates`}>Dates like 03/04/2025</Label>
            <NativeSelect id={`${id}-dates`} value={options.dateOrder} onChange={(e) => change({ dateOrder: e.target.value as Options['dateOrder'] })}>
              <option value="">Guess from the file</option>
              <option value="mdy">Month first (US)</option>
              <option value="dmy">Day first</option>
            </NativeSelect>
          </div>
        </div>

        {(fileError || preview.error) && (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
            {fileError ?? preview.error?.message}
          </p>
        )}
        {preview.isPending && <p className="text-sm text-muted-foreground">Reading {csv?.name}…</p>}

        {result && (
          <section aria-label="Import preview" className="space-y-3">
            <p role="status" className="text-sm">
              {FORMAT_LABELS[result.format]} file, distances in {result.distanceUnit}: <strong>{result.validCount}</strong> {result.validCount === 1 ? 'row' : 'rows'} ready
              {result.duplicateCount > 0 && <>, {result.duplicateCount} already in the log</>}
              {result.errorCount > 0 && (
                <>
                  , <strong className="text-destructive">{result.errorCount} with errors</strong>
                </>
              )}
              .
            </p>
            <p className="text-xs text-muted-foreground">
              Columns: {result.columns.map((c) => (c.field ? `${c.source} → ${c.field}` : `${c.source} (ignored)`)).join(', ')}
            </p>
            <div className="max-h-96 overflow-auto rounded-md border" role="region" aria-label="Rows in the file" tabIndex={0}>
              <table className="w-full min-w-[36rem] text-sm">
                <caption className="sr-only">Rows of {csv?.name}</caption>
                <thead className="sticky top-0 bg-muted text-left">
                  <tr>
                    <th scope="col" className="p-2 font-medium">Line</th>
                    <th scope="col" className="p-2 font-medium">Date</th>
                    <th scope="col" className="p-2 font-medium">Kind</th>
                    <th scope="col" className="p-2 font-medium">Description</th>
                    <th scope="col" className="p-2 text-right font-medium">Odometer</th>
                    <th scope="col" className="p-2 text-right font-medium">Cost</th>
                    <th scope="col" className="p-2 font-medium">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {result.rows.slice(0, PREVIEW_ROWS).map((row) => (
                    <tr key={row.line} className={row.errors.length ? 'border-t bg-destructive/5' : 'border-t'}>
                      <th scope="row" className="p-2 text-left font-normal tabular-nums">{row.line}</th>
                      <td className="p-2">{row.record?.date ?? ''}</td>
                      <td className="p-2">{row.record ? SERVICE_KIND_LABELS[row.record.kind] : ''}</td>
                      <td className="p-2">{row.record?.description ?? ''}</td>
                      <td className="p-2 text-right tabular-nums">{row.record?.odometerKm != null ? formatDistance(row.record.odometerKm, unit) : ''}</td>
                      <td className="p-2 text-right tabular-nums">{row.record?.totalCost != null ? formatMoney(row.record.totalCost) : ''}</td>
                      <td className="p-2">
                        {row.errors.length ? (
                          <span className="text-destructive">Line {row.line}: {row.errors.join(' ')}</span>
                        ) : row.duplicate ? (
                          <Badge variant="outline">Already in the log</Badge>
                        ) : (
                          <Badge variant="secondary">Ready</Badge>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {result.rows.length > PREVIEW_ROWS && <p className="text-xs text-muted-foreground">Showing the first {PREVIEW_ROWS} of {result.rows.length} rows.</p>}
            {result.errorCount > 0 && <p className="text-sm">Fix the rows with errors in the file and choose it again: nothing is imported while any row has an error.</p>}
          </section>
        )}

        <div className="flex flex-wrap gap-2">
          <Button
            disabled={blocked || save.isPending}
            onClick={() =>
              csv &&
              save.mutate(request(csv.text, options), {
                onSuccess: () => {
                  preview.reset();
                  setCsv(null);
                  onDone();
                },
              })
            }
          >
            <Upload aria-hidden /> {result && !blocked ? `Import ${result.validCount} ${result.validCount === 1 ? 'record' : 'records'}` : 'Import'}
          </Button>
          <Button variant="outline" onClick={onDone}>
            Close
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
