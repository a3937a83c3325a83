/**
 * The target-URL handshake the provider runs when a webhook is created (and, here, when its target changes): it POSTs
 * `{"verification": "test"}` as JSON and expects HTTP 200 whose body, trimmed, is exactly the verification token,
 * within 10 seconds. Returns null when the target passed, else why it did not.
 */
export async function verifyTarget(targetURL: string, verificationToken: string, timeoutMs = 10_000): Promise<string | null> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(targetURL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'DIMO-Webhook/1.0' },
      body: JSON.stringify({ verification: 'test' }),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'manual',
    });
    text = await response.text();
  } catch (error) {
    return `Failed to call target URL: ${(error as Error).message}`;
  }
  if (response.status !== 200) return `Target URL did not return status 200 (got ${response.status})`;
  const answer = text.trim();
  if (answer !== verificationToken) return 'Verification token mismatch: the target must answer with the verification token.';
  return null;
}
