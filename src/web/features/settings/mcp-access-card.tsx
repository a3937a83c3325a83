import { useMutation } from '@tanstack/react-query';
import { Copy, PlugZap } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useTRPC } from '@/lib/trpc';

/** Lets the owner connect an outside AI client (Claude, an IDE...) to the app's MCP endpoint with an access token. */
export function McpAccessCard() {
  const trpc = useTRPC();
  const create = useMutation(
    trpc.auth.createMcpToken.mutationOptions({
      onError: (error) => toast.error('Could not create a token', { description: error.message }),
    }),
  );
  const endpoint = `${window.location.origin}/mcp`;
  const copy = (text: string) =>
    navigator.clipboard?.writeText(text).then(
      () => toast.success('Copied'),
      () => toast.error('Copy failed'),
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <PlugZap className="size-5 text-primary" aria-hidden /> AI clients (MCP)
        </CardTitle>
        <CardDescription>
          Other AI assistants can use your vehicle tools through the app&apos;s MCP endpoint, <code>{endpoint}</code> (Streamable HTTP), with
          an access token sent as <code>Authorization: Bearer …</code>. It sees only your shared vehicles.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <Button variant="outline" onClick={() => create.mutate()} disabled={create.isPending}>
          Create access token
        </Button>
        {create.data ? (
          <div className="space-y-2 rounded-md border bg-muted/50 p-3 text-sm" role="status">
            <p>Copy it now: it is shown only once and works until {new Date(create.data.expiresAt).toLocaleDateString()}.</p>
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
      </CardContent>
    </Card>
  );
}
