import type { ChatMessage, ChatStatus } from '@shared/api/chat';
import type { Dashboard } from '@shared/api/vehicles';
import { describeHealthCap, type HealthCap } from '@shared/health-cap';
import type { Language } from '@shared/languages';
import { statusFor } from '@shared/vehicle-status';
import { CHAT_WORDING } from './chat-wording';
import { FLEET_TOKEN_ID } from './quick-questions';
import { WELCOME_WORDING } from './welcome-wording';

export interface WelcomeVehicle {
  tokenId: number;
  name: string;
  make: string | null;
  model: string | null;
  year: number | null;
}

export const WELCOME_ID = 'welcome';

function describeMode(status: ChatStatus | undefined, language: Language): string {
  const t = WELCOME_WORDING[language];
  if (!status) return '';
  if (!status.ai.ready) return ` ${t.notConfigured}`;
  return ` ${status.ai.mode === 'llm' ? t.withModel : t.builtIn}`;
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

/**
 * The assistant's greeting (the only place it is built), from the selection, its health score and the service
 * status, in the browser's language when the assistant speaks it (English otherwise).
 */
export function buildWelcomeMessage(input: {
  tokenId: number;
  vehicle: WelcomeVehicle | null;
  health: { score: number; cap: HealthCap | null } | null;
  status: ChatStatus | undefined;
  now: string;
  language?: Language;
}): ChatMessage {
  const { tokenId, vehicle, status } = input;
  const language = input.language ?? 'en';
  const t = WELCOME_WORDING[language];
  const health = tokenId !== FLEET_TOKEN_ID && vehicle ? input.health : null;
  const healthScore = health?.score ?? null;
  let content: string;
  if (tokenId === FLEET_TOKEN_ID) {
    content = t.fleet;
  } else if (vehicle) {
    const reason = health?.cap ? ` ${describeHealthCap(health.cap, language)}` : '';
    const score = healthScore === null ? '' : ` ${t.score(healthScore, t.status[statusFor(healthScore)])}${reason}`;
    content = t.vehicle(describeVehicle(vehicle), score);
  } else {
    content = t.noVehicle;
  }
  return {
    id: WELCOME_ID,
    type: 'ai',
    content: content + describeMode(status, language),
    timestamp: input.now,
    metadata: { ...(healthScore === null ? {} : { healthScore }), followUpQuestions: CHAT_WORDING[language].quickActions.map((a) => a.question) },
  };
}
