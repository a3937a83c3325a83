/** SPEC's mapping of processing failures to what the owner reads in the "Processing Error" toast. */
export function describeProcessingError(error: string | null | undefined, fileName: string): string {
  const text = (error ?? '').trim();
  if (/user (account )?not found/i.test(text)) return 'User account not found. Please try logging out and logging back in.';
  if (/no auth(entication)?( data)?|unauthori[sz]ed|not signed in|session required/i.test(text))
    return 'Authentication required. Please log in again.';
  if (/no wallet( address)?|wallet address not found/i.test(text)) return 'Wallet address not found. Please log in again.';
  return text || `Failed to process ${fileName}.`;
}
