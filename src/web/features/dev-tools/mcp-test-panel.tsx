import { Loader2, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useMcpTestToken, useOwnVehicles } from './api';
import { MCP_OPERATIONS, runMcpOperation, type McpOperation, type McpOperationId, type McpTestResult } from './mcp-call';

export interface McpTestPanelProps {
  signedIn: boolean;
}

/** Calls the app's MCP tools one by one and lists each raw answer, newest first. */
export function McpTestPanel({ signedIn }: McpTestPanelProps) {
  const vehicles = useOwnVehicles(signedIn);
  const getToken = useMcpTestToken();
  const first = vehicles.data?.[0];
  const [vin, setVin] = useState('');
  // Null until the user types: until then the first vehicle's token id fills the field.
  const [tokenIdInput, setTokenIdInput] = useState<string | null>(null);
  const tokenId = tokenIdInput ?? (first ? String(first.tokenId) : '');
  const [results, setResults] = useState<McpTestResult[]>([]);
  const [running, setRunning] = useState<McpOperationId | null>(null);
  const nextId = useRef(1);
  const vinId = useId();
  const tokenIdId = useId();

  const run = async (operation: McpOperation) => {
    setRunning(operation.id);
    const requestId = nextId.current++;
    const outcome = await runMcpOperation(operation, { vin, tokenId }, { requestId, getToken });
    const result: McpTestResult = {
      id: requestId,
      operation: operation.label,
      ok: outcome.ok,
      timestamp: new Date().toLocaleString(),
      text: outcome.ok ? outcome.text : outcome.error,
    };
    setResults((previous) => [result, ...previous]);
    setRunning(null);
  };

  return (
    <section aria-label="MCP tests" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor={vinId}>VIN</Label>
          <Input id={vinId} value={vin} onChange={(e) => setVin(e.target.value)} placeholder="17-character VIN" autoComplete="off" spellCheck={false} />
        </div>
        <div className="space-y-2">
          <Label htmlFor={tokenIdId}>Token ID</Label>
          <Input id={tokenIdId} value={tokenId} onChange={(e) => setTokenIdInput(e.target.value)} placeholder="e.g. 12345" inputMode="numeric" autoComplete="off" />
        </div>
      </div>

      <div className="flex flex-wrap gap-2">
        {MCP_OPERATIONS.map((operation) => (
          <Button key={operation.id} variant="outline" disabled={running !== null} onClick={() => void run(operation)}>
            {running === operation.id && <Loader2 className="animate-spin" aria-hidden />}
            {operation.label}
          </Button>
        ))}
      </div>

      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">Results</h3>
        <Button variant="ghost" size="sm" onClick={() => setResults([])} disabled={results.length === 0}>
          <Trash2 aria-hidden /> Clear Results
        </Button>
      </div>
      {results.length === 0 ? (
        <p className="text-sm text-muted-foreground">No results yet. Run a test above.</p>
      ) : (
        <ul aria-label="Test results" className="space-y-3">
          {results.map((result) => (
            <li key={result.id} className="space-y-2 rounded-lg border p-3">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <Badge variant={result.ok ? 'success' : 'destructive'}>{result.ok ? 'SUCCESS' : 'FAILED'}</Badge>
                <span className="font-medium">{result.operation}</span>
                <time className="text-muted-foreground">{result.timestamp}</time>
              </div>
              <pre tabIndex={0} aria-label="Result" className={`max-h-80 overflow-auto whitespace-pre-wrap break-all rounded bg-muted p-2 text-xs ${result.ok ? '' : 'text-destructive'}`}>{result.text}</pre>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
