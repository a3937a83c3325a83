type Reading = typeof import('./reading');

let loading: Promise<Reading> | null = null;

/**
 * The document reading stack (reading.ts), loaded once when first needed. The parser is warmed as it loads, so its
 * patterns and date library are compiled while the first file is still checked and stored.
 */
export function loadReading(): Promise<Reading> {
  return (loading ??= import('./reading').then((reading) => {
    void reading.warmUpParser();
    return reading;
  }));
}

/** Stops OCR and the PDF workers if anything started them. */
export async function closeReading(): Promise<void> {
  if (!loading) return;
  const reading = await loading;
  await reading.shutdownOcr();
  await reading.closePdfWorkers();
}
