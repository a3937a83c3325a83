import { GARAGE_SORT_LABELS, GARAGE_SORTS, type GarageSort } from '@shared/api/garage';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useGarageList } from './api';
import { GarageTile } from './components/garage-tile';
import { useUrlParams } from '@/hooks/use-url-params';

const PAGE_SIZE = 12;

function readSort(value: string | null): GarageSort {
  return (GARAGE_SORTS as readonly string[]).includes(value ?? '') ? (value as GarageSort) : 'name';
}

/** The owner's garage: every vehicle as a tile, sortable, twelve to a page; the demo vehicle when signed out. */
export default function GaragePage() {
  const [params, update] = useUrlParams();
  const sort = readSort(params.get('sort'));
  const direction = params.get('dir') === 'desc' ? 'desc' : 'asc';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const me = useCurrentUser();
  const unit = me.data?.distanceUnit ?? 'km';
  const list = useGarageList({ sort, direction, page, pageSize: PAGE_SIZE });
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 p-4 sm:p-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Vehicles</h1>
          <p className="text-muted-foreground">
            {data?.demo ? 'Demo Mode - Sign in to see your real vehicles' : 'Your garage: open a vehicle for its service log, documents, trips and charts.'}
          </p>
          {data && <p className="text-sm text-muted-foreground">{data.total === 1 ? '1 vehicle' : `${data.total} vehicles`}</p>}
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div className="space-y-1.5">
            <Label htmlFor="garage-sort">Sort by</Label>
            <NativeSelect id="garage-sort" className="w-40" value={sort} onChange={(e) => update({ sort: e.target.value, page: '1' })}>
              {GARAGE_SORTS.map((s) => (
                <option key={s} value={s}>
                  {GARAGE_SORT_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="garage-direction">Order</Label>
            <NativeSelect id="garage-direction" className="w-36" value={direction} onChange={(e) => update({ dir: e.target.value, page: '1' })}>
              <option value="asc">Ascending</option>
              <option value="desc">Descending</option>
            </NativeSelect>
          </div>
        </div>
      </header>

      {list.error && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
          {list.error.message}
        </p>
      )}
      {!data ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-72 w-full" />
          ))}
        </div>
      ) : (
        <section aria-label="Your vehicles" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-busy={list.isFetching}>
          {data.rows.map((row) => (
            <GarageTile key={row.tokenId} row={row} unit={unit} />
          ))}
        </section>
      )}
      {data && pages > 1 && (
        <nav aria-label="Pages" className="flex items-center justify-center gap-3">
          <Button variant="outline" disabled={data.page <= 1} onClick={() => update({ page: String(data.page - 1) })}>
            Previous
          </Button>
          <span className="text-sm tabular-nums">
            Page {data.page} of {pages}
          </span>
          <Button variant="outline" disabled={data.page >= pages} onClick={() => update({ page: String(data.page + 1) })}>
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}
