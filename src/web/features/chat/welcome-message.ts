import type { ChatMessage, ChatStatus } from '@shared/api/chat';
import type { Dashboard } from '@shared/api/vehicles';
import { describeHealthCap, type HealthCap } from '@shared/health-cap';
import { STATUS_LABELS, statusFor } from '@shared/vehicle-status';
import { FLEET_TOKEN_ID, QUICK_ACTIONS } from './quick-questions';

export interface WelcomeVehicle {
  tokenId: number;
  name: string;
  make: string | null;
  model: string | null;
  year: number | null;
}

export const WELCOME_ID = 'welcome';

const CAPABILITIES = 'a health check, trip readiness, maintenance, recent usage, your documents or a trouble code';

function describeMode(status: ChatStatus | undefined): string {
  if (!status) return '';
  if (!status.ai.ready) return ' The AI service is not configured right now.';
  return status.ai.mode === 'llm'
    ? ' I combine an AI model with your own vehicle data.'
    : ' I answer from built-in analysis of your own vehicle data.';
}

function describeVehicle(v: WelcomeVehicle): string {
  const details = [v.year, v.make, v.model].filter((part) => part !== null && part !== '' && part !== 'Unknown').join(' ');
  return details && details !== v.name ? `${v.name} (${details})` : v.name;
}

/** The health score the vehicle's dashboard card shows (and why it is held down), or null when the card has no live data to score. */
export function readKnownHealth(dashboard: Dashboard | undefined, tokenId: number): { score: number; cap: HealthCap | null } | null {
  const card = dashboard?.vehicles.find((v) => v.tokenId === tokenId && !v.isDemo);
  return card?.latest ? { score: card.healthScore, cap: card.healthCap } : null;
}

/** The assistant's greeting (the only place it is built), from the selection, its health score and the service status. */
export function buildWelcomeMessage(input: {
  tokenId: number;
  vehicle: WelcomeVehicle | null;
  health: { score: number; cap: HealthCap | null } | null;
  status: ChatStatus | undefined;
  now: string;
}): ChatMessage {
  const { tokenId, vehicle, status } = input;
  const health = tokenId !== FLEET_TOKEN_ID && vehicle ? input.health : null;
  const healthScore = health?.score ?? null;
  let content: string;
  if (tokenId === FLEET_TOKEN_ID) {
    content = `Hello! I'm your AI vehicle assistant for all your vehicles. Ask me which vehicle needs attention first, or for ${CAPABILITIES} across the fleet.`;
  } else if (vehicle) {
    const reason = health?.cap ? ` ${describeHealthCap(health.cap)}` : '';
    const score = healthScore === null ? '' : ` Its health score is ${healthScore}/100 (${STATUS_LABELS[statusFor(healthScore)]}).${reason}`;
    content = `Hello! I'm your AI vehicle assistant for ${describeVehicle(vehicle)}.${score} Ask me for ${CAPABILITIES}.`;
  } else {
    content = `Hello! I'm your AI vehicle assistant. Choose a vehicle, or All Vehicles, and ask me for ${CAPABILITIES}.`;
  }
  return {
    id: WELCOME_ID,
    type: 'ai',
    content: content + describeMode(status),
    timestamp: input.now,
    metadata: { ...(healthScore === null ? {} : { healthScore }), followUpQuestions: QUICK_ACTIONS.map((a) => a.question) },
  };
}
