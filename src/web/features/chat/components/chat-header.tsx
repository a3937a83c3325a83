import { Bot } from 'lucide-react';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import type { ChatStatus } from '@shared/api/chat';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';
import { StatusDot } from './status-dot';

function describeAiMode(status: ChatStatus): string {
  if (!status.ai.ready) return 'No AI service is configured.';
  if (status.ai.mode === 'llm') return `AI model${status.ai.model ? ` ${status.ai.model}` : ''}, grounded in your vehicle data.`;
  return 'Built-in analysis (deterministic mode): answers come from your vehicle data without an AI model.';
}

/** `vehicle`: the selected vehicle, linked to its page (none for "All Vehicles"). */
export function ChatHeader({ status, vehicleSelect, vehicle }: { status: ChatStatus | undefined; vehicleSelect: ReactNode; vehicle?: { tokenId: number; name: string } | null }) {
  const mcpLabel = !status ? 'MCP checking...' : status.mcp === 'connected' ? 'MCP Connected' : 'MCP Disconnected';
  const aiLabel = !status ? 'AI checking...' : status.ai.ready ? 'AI Ready' : 'AI Not Configured';
  return (
    <header className="flex flex-col gap-3 border-b px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-gradient-ai text-white" aria-hidden>
          <Bot className="size-5" />
        </span>
        <div className="min-w-0">
          <h1 className="truncate text-lg font-semibold">AI Vehicle Assistant</h1>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1" role="status" aria-label="Assistant status">
            <StatusDot ok={status ? status.mcp === 'connected' : null} label={mcpLabel} />
            {status ? (
              <TooltipProvider>
                <Tooltip>
                  <TooltipTrigger asChild>
                    <button type="button" className="rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring" aria-description={describeAiMode(status)}>
                      <StatusDot ok={status.ai.ready} label={aiLabel} />
                    </button>
                  </TooltipTrigger>
                  <TooltipContent>{describeAiMode(status)}</TooltipContent>
                </Tooltip>
              </TooltipProvider>
            ) : (
              <StatusDot ok={null} label={aiLabel} />
            )}
          </div>
          {vehicle && (
            <Link to={`/vehicles/${vehicle.tokenId}`} className="text-xs font-medium text-primary underline-offset-2 hover:underline">
              {vehicle.name}: vehicle page
            </Link>
          )}
        </div>
      </div>
      {/* On phones the input area's selector (right above the keyboard) is the one shown. */}
      <div className="hidden flex-col gap-1 sm:flex">
        <span className="text-[0.65rem] font-semibold tracking-wider text-muted-foreground" aria-hidden>
          SELECT CAR
        </span>
        {vehicleSelect}
      </div>
    </header>
  );
}
