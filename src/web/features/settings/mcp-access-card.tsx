import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, PlugZap, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { MCP_TOKEN_LIFETIMES, type McpTokenInfo } from '@shared/api/mcp-tokens';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { useTRPC } from '@/lib/trpc';
import { formatMoment } from '@shared/format-date';

const formatDate = (iso: string | null) => (iso ? formatMoment(iso) : 'never');

function TokenRow({ token, onRevoke, revoking }: { token: McpTokenInfo; onRevoke: () => void; revoking: boolean }) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 rounded-md border p-3 text-sm">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{token.name}</span>
          {token.scopes.map((scope) => (
            <Badge key={scope} variant="secondary">
              {scope}
            </Badge>
          ))}
          {token.status !== 'active' && <Badge variant="destructive">{token.status}</Badge>}
        </div>
        <p className="text-xs text-muted-foreground">
          Created {formatDate(token.createdAt)} · {token.status === 'expired' ? 'expired' : 'expires'} {formatDate(token.expiresAt)} · last used{' '}
          {formatDate(token.lastUsedAt)}
        </p>
      </div>
      {token.status === 'active' && (
        <Button variant="ghost" size="sm" onClick={onRevoke} disabled={revoking} aria-label={`Revoke ${token.name}`}>
          <Trash2 aria-hidden /> Revoke
        </Button>
      )}
    </li>
  );
}

/** Lets the owner connect outside AI clients (Claude, an IDE...) to the app's MCP endpoint with named access tokens. */
export function McpAccessCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const tokens = useQuery(trpc.mcpTokens.list.queryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.mcpTokens.list.queryKey() });
  const create = useMutation(
    trpc.mcpTokens.create.mutationOptions({
      // a list read still on its way (begun before the token existed) must not hide the new token
      onSuccess: async ({ info }) => {
        await queryClient.cancelQueries({ queryKey: trpc.mcpTokens.list.queryKey() });
        queryClient.setQueryData(trpc.mcpTokens.list.queryKey(), (old) => [info, ...(old ?? []).filter((t) => t.id !== info.id)]);
        void refresh();
      },
      onError: (error) => toast.error('Could not create a token', { description: error.message }),
    }),
  );
  const revoke = useMutation(
    trpc.mcpTokens.revoke.mutationOptions({
      onSuccess: () => {
        toast.success('Token revoked');
        void refresh();
      },
      onError: (error) => toast.error('Could not revoke the token', { description: error.message }),
    }),
  );
  const [name, setName] = useState('');
  const [write, setWrite] = useState(false);
  const [days, setDays] = useState<(typeof MCP_TOKEN_LIFETIMES)[number]>(90);
  const nameId = useId();
  const writeId = useId();
  const daysId = useId();
  const endpoint = `${window.location.origin}/mcp`;
  const copy = (text: string) =>
    navigator.clipboard?.writeText(text).then(
      () => toast.success('Copied'),
      () => toast.error('Copy failed'),
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ name, scopes: write ? ['read', 'write'] : ['read'], expiresInDays: days });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <PlugZap className="size-5 text-primary" aria-hidden /> AI clients (MCP)
        </CardTitle>
        <CardDescription>
          Other AI assistants can use your vehicle tools through the app&apos;s MCP endpoint, <code>{endpoint}</code> (Streamable HTTP), with
          an access token sent as <code>Authorization: Bearer …</code>. A token sees only your shared vehicles and works only there; a read
          token cannot change anything.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form className="grid gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end" onSubmit={submit} aria-label="New access token">
          <div className="space-y-1">
            <Label htmlFor={nameId}>Token name</Label>
            <Input id={nameId} value={name} onChange={(e) => setName(e.target.value)} placeholder="e.g. Claude on my laptop" maxLength={80} required />
          </div>
          <div className="space-y-1">
            <Label htmlFor={daysId}>Expires after</Label>
            <NativeSelect id={daysId} value={days} onChange={(e) => setDays(Number(e.target.value) as (typeof MCP_TOKEN_LIFETIMES)[number])}>
              {MCP_TOKEN_LIFETIMES.map((d) => (
                <option key={d} value={d}>
                  {d} days
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex h-10 items-center gap-2">
            <Switch id={writeId} checked={write} onCheckedChange={setWrite} />
            <Label htmlFor={writeId}>Allow changes (write)</Label>
          </div>
          <Button type="submit" variant="outline" disabled={create.isPending || !name.trim()}>
            Create access token
          </Button>
        </form>
        {create.data ? (
          <div className="space-y-2 rounded-md border bg-muted/50 p-3 text-sm" role="status">
            <p>
              Copy it now: it is shown only once and works until {formatMoment(create.data.info.expiresAt, undefined, { time: false })} ({create.data.info.scopes.join(' and ')}).
            </p>
            <div className="flex items-center gap-2">
              <code className="min-w-0 flex-1 truncate rounded bg-background px-2 py-1" aria-label="Access token">
                {create.data.token}
              </code>
              <Button variant="ghost" size="icon" aria-label="Copy access token" onClick={() => void copy(create.data.token)}>
                <Copy aria-hidden />
              </Button>
            </div>
          </div>
        ) : null}
        {tokens.data && tokens.data.length > 0 ? (
          <ul aria-label="Access tokens" className="space-y-2">
            {tokens.data.map((token) => (
              <TokenRow key={token.id} token={token} revoking={revoke.isPending} onRevoke={() => revoke.mutate({ id: token.id })} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{tokens.isPending ? 'Loading tokens…' : 'No access tokens yet.'}</p>
        )}
      </CardContent>
    </Card>
  );
}
