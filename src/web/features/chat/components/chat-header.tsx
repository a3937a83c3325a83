import { Bot } from 'lucide-react';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import type { ChatStatus } from '@shared/api/chat';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';
import { chatWording, type ChatWording } from '../chat-wording';
import { StatusDot } from './status-dot';

function describeAiMode(status: ChatStatus, t: ChatWording): string {
  if (!status.ai.ready) return t.aiMode.none;
  if (status.ai.mode === 'llm') return t.aiMode.llm(status.ai.model);
  return t.aiMode.deterministic;
}

/** `vehicle`: the selected vehicle, linked to its page (none for "All Vehicles"). */
export function ChatHeader({ status, vehicleSelect, vehicle }: { status: ChatStatus | undefined; vehicleSelect: ReactNode; vehicle?: { tokenId: number; name: string } | null }) {
  const t = chatWording();
  const mcpLabel = !status ? t.mcp.checking : status.mcp === 'connected' ? t.mcp.connected : t.mcp.disconnected;
  const aiLabel = !status ? t.ai.checking : status.ai.ready ? t.ai.ready : t.ai.notConfigured;
  return (
    <header className="flex flex-col gap-3 border-b px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-gradient-ai text-white" aria-hidden>
          <Bot className="size-5" />
        </span>
        <div className="min-w-0">
          <h1 className="truncate text-lg font-semibold">{t.title}</h1>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1" role="status" aria-label={t.statusLabel}>
            <StatusDot ok={status ? status.mcp === 'connected' : null} label={mcpLabel} />
            {status ? (
              <TooltipProvider>
                <Tooltip>
                  <TooltipTrigger asChild>
                    <button type="button" className="rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring" aria-description={describeAiMode(status, t)}>
                      <StatusDot ok={status.ai.ready} label={aiLabel} />
                    </button>
                  </TooltipTrigger>
                  <TooltipContent>{describeAiMode(status, t)}</TooltipContent>
                </Tooltip>
              </TooltipProvider>
            ) : (
              <StatusDot ok={null} label={aiLabel} />
            )}
          </div>
          {vehicle && (
            <Link to={`/vehicles/${vehicle.tokenId}`} className="text-xs font-medium text-primary underline-offset-2 hover:underline">
              {vehicle.name}: {t.vehiclePage}
            </Link>
          )}
        </div>
      </div>
      {/* On phones the input area's selector (right above the keyboard) is the one shown. */}
      <div className="hidden flex-col gap-1 sm:flex">
        <span className="text-[0.65rem] font-semibold tracking-wider text-muted-foreground" aria-hidden>
          {t.selectCar}
        </span>
        {vehicleSelect}
      </div>
    </header>
  );
}
