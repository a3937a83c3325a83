/** Said where a chart would have too few readings to mean anything. */
export function NoChartData() {
  return <p className="rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">No data for this period. The chart fills in as the car reports.</p>;
}
