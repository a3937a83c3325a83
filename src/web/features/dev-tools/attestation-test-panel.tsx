import { AlertCircle, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAttestationEnvironment, useTestAttestation, useTestConnection } from './api';
import { canTestAttestation, describeTestState, type TestState } from './attestation-status';

function StatusBadge({ state }: { state: TestState }) {
  const badge = describeTestState(state);
  return <Badge variant={badge.variant}>{badge.label}</Badge>;
}

function describeError(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Unknown error';
}

/** Checks the provider connection and sends a marked test attestation, showing what was sent. */
export function AttestationTestPanel() {
  const environment = useAttestationEnvironment();
  const connectionTest = useTestConnection();
  const attestationTest = useTestAttestation();
  const [connection, setConnection] = useState<TestState>(null);
  const [attestation, setAttestation] = useState<TestState>(null);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<Record<string, unknown> | null>(null);
  const running = connectionTest.isPending || attestationTest.isPending;

  const testConnection = async () => {
    setError(null);
    try {
      const result = await connectionTest.mutateAsync();
      setConnection(result.ok);
      if (!result.ok) setError(result.error ?? 'Unknown error');
    } catch (err) {
      setConnection(false);
      setError(describeError(err));
    }
  };

  const testAttestation = async () => {
    setError(null);
    try {
      const result = await attestationTest.mutateAsync();
      setAttestation(result.ok);
      setSent(result.attestation);
      if (!result.ok) setError(result.error ?? 'Unknown error');
    } catch (err) {
      setAttestation(false);
      setError(describeError(err));
    }
  };

  const env = environment.data;
  const rows: [string, string][] = env
    ? [
        ['Provider', env.providerMode === 'simulator' ? 'Local simulator' : 'DIMO network'],
        ['Client ID set', env.clientIdSet ? 'Yes' : 'No'],
        ['Domain set', env.domainSet ? 'Yes' : 'No'],
        ['API key set', env.apiKeySet ? 'Yes' : 'No'],
      ]
    : [];

  return (
    <section aria-label="Attestation tests" className="space-y-4">
      <div className="rounded-lg border p-4">
        <h3 className="mb-2 font-semibold">Environment</h3>
        {environment.isPending ? (
          <p className="text-sm text-muted-foreground">Loading…</p>
        ) : environment.isError ? (
          <p className="text-sm text-destructive">Could not read the environment: {environment.error.message}</p>
        ) : (
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
            {rows.map(([name, value]) => (
              <div key={name} className="contents">
                <dt className="text-muted-foreground">{name}</dt>
                <dd className={value === 'No' ? 'font-medium text-destructive' : 'font-medium'}>{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>

      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex items-center justify-between gap-2 rounded-lg border p-3">
          <Button onClick={() => void testConnection()} disabled={running}>
            {connectionTest.isPending && <Loader2 className="animate-spin" aria-hidden />}
            Test Connection
          </Button>
          <span role="status" aria-label="Connection result">
            <StatusBadge state={connection} />
          </span>
        </div>
        <div className="flex items-center justify-between gap-2 rounded-lg border p-3">
          <Button onClick={() => void testAttestation()} disabled={!canTestAttestation(connection, running)}>
            {attestationTest.isPending && <Loader2 className="animate-spin" aria-hidden />}
            Test Attestation
          </Button>
          <span role="status" aria-label="Attestation result">
            <StatusBadge state={attestation} />
          </span>
        </div>
      </div>

      {error && (
        <div role="alert" className="flex items-start gap-2 rounded-lg border border-destructive/50 bg-destructive/10 p-3 text-sm">
          <AlertCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
          <span>{error}</span>
        </div>
      )}

      {sent && (
        <div className="space-y-2">
          <h3 className="font-semibold">Attestation payload</h3>
          <pre aria-label="Attestation payload" tabIndex={0} className="max-h-80 overflow-auto whitespace-pre-wrap break-all rounded bg-muted p-2 text-xs">
            {JSON.stringify(sent, null, 2)}
          </pre>
        </div>
      )}
    </section>
  );
}
