import { describe, expect, it } from 'vitest';
import type { ChatStatus } from '@shared/api/chat';
import { createFallbackDashboard } from '@shared/api/demo-dashboard';
import type { Dashboard, DashboardVehicle } from '@shared/api/vehicles';
import { createLatestSignals } from '@shared/latest-signals';
import { languageOfLocale } from '@shared/languages';
import { CHAT_WORDING } from './chat-wording';
import { buildWelcomeMessage, readKnownHealth, type WelcomeVehicle } from './welcome-message';

const now = '2025-03-01T08:00:00.000Z';
const civic: WelcomeVehicle = { tokenId: 7, name: 'Daily Driver', make: 'Honda', model: 'Civic', year: 2021 };
const llm: ChatStatus = { mcp: 'connected', ai: { ready: true, mode: 'llm', model: 'gpt' } };
const offline: ChatStatus = { mcp: 'connected', ai: { ready: true, mode: 'deterministic', model: null } };
const down: ChatStatus = { mcp: 'disconnected', ai: { ready: false, mode: 'llm', model: null } };

describe('buildWelcomeMessage', () => {
  it.each([
    { name: 'names the vehicle and its details', tokenId: 7, vehicle: civic, status: llm, has: ['Daily Driver (2021 Honda Civic)', 'AI model'] },
    { name: 'deterministic mode says so', tokenId: 7, vehicle: civic, status: offline, has: ['built-in analysis'] },
    { name: 'the fleet', tokenId: 0, vehicle: null, status: offline, has: ['all your vehicles', 'needs attention first'] },
    { name: 'no vehicle known', tokenId: 999999, vehicle: null, status: undefined, has: ['Choose a vehicle'] },
    { name: 'services down', tokenId: 7, vehicle: civic, status: down, has: ['not configured'] },
    {
      name: 'unknown details are left out',
      tokenId: 9,
      vehicle: { tokenId: 9, name: 'Vehicle ABC123', make: 'Unknown', model: 'Unknown', year: null },
      status: offline,
      has: ['for Vehicle ABC123.'],
    },
  ])('$name', ({ tokenId, vehicle, status, has }) => {
    const message = buildWelcomeMessage({ tokenId, vehicle, health: null, status, now });
    for (const part of has) expect(message.content).toContain(part);
    expect(message.type).toBe('ai');
    expect(message.timestamp).toBe(now);
  });

  it('offers the four quick questions as chips', () => {
    const message = buildWelcomeMessage({ tokenId: 7, vehicle: civic, health: null, status: llm, now });
    expect(message.metadata?.followUpQuestions).toEqual([
      'Can you perform a comprehensive health check on my vehicle?',
      'Is my vehicle ready for a long trip?',
      'What maintenance does my vehicle need?',
      "Show me my vehicle's recent data and usage.",
    ]);
  });

  it.each([
    { name: 'a known score is stated and drawn as the score bar', tokenId: 7, vehicle: civic, healthScore: 72, says: 'Its health score is 72/100 (Attention).', bar: 72 },
    { name: 'an unknown score is left out', tokenId: 7, vehicle: civic, healthScore: null, says: null, bar: undefined },
    { name: 'the fleet has no single score', tokenId: 0, vehicle: null, healthScore: 72, says: null, bar: undefined },
  ])('$name', ({ tokenId, vehicle, healthScore, says, bar }) => {
    const message = buildWelcomeMessage({ tokenId, vehicle, health: healthScore === null ? null : { score: healthScore, cap: null }, status: offline, now });
    if (says) expect(message.content).toContain(`for Daily Driver (2021 Honda Civic). ${says} Ask me for`);
    else expect(message.content).not.toMatch(/health score is/);
    expect(message.metadata?.healthScore).toBe(bar);
  });

  it('says why a stored trouble code holds the score down', () => {
    const cap = { code: 'P0AA6', severity: 'critical' as const, meaning: 'Hybrid Battery Voltage System Isolation Fault', max: 40 };
    const message = buildWelcomeMessage({ tokenId: 7, vehicle: civic, health: { score: 40, cap }, status: offline, now });
    expect(message.content).toContain(
      'Its health score is 40/100 (Service). Held at 40/100: trouble code P0AA6 is stored (critical: Hybrid Battery Voltage System Isolation Fault). Ask me for',
    );
  });
});

describe('the greeting in the browser language', () => {
  const cap = { code: 'P0AA6', severity: 'critical' as const, meaning: 'Hybrid Battery Voltage System Isolation Fault', max: 40 };
  it.each([
    { tag: 'es-MX', has: ['¡Hola!', 'para Daily Driver (2021 Honda Civic).', 'Su puntuación de salud es 40/100 (Necesita taller).', 'Limitada a 40/100', '(crítica: Hybrid Battery', 'análisis integrado'] },
    { tag: 'de-AT', has: ['Hallo!', 'Sein Gesundheitswert ist 40/100 (Werkstatt nötig).', 'Auf 40/100 begrenzt: Fehlercode P0AA6 ist gespeichert (kritisch:', 'eingebauten Analyse'] },
    { tag: 'fr-CA', has: ['Bonjour !', 'Son score de santé est de 40/100 (Entretien nécessaire).', "Limité à 40/100 : le code d'erreur P0AA6", 'analyse intégrée'] },
    { tag: 'it-IT', has: ["Hello! I'm your AI vehicle assistant for Daily Driver", 'Held at 40/100'] },
  ])('$tag', ({ tag, has }) => {
    const message = buildWelcomeMessage({ tokenId: 7, vehicle: civic, health: { score: 40, cap }, status: offline, now, language: languageOfLocale(tag) });
    for (const part of has) expect(message.content).toContain(part);
  });

  it('offers the quick questions in the same language', () => {
    const message = buildWelcomeMessage({ tokenId: 7, vehicle: civic, health: null, status: offline, now, language: 'de' });
    expect(message.metadata?.followUpQuestions).toEqual(CHAT_WORDING.de.quickActions.map((a) => a.question));
    expect(message.metadata?.followUpQuestions).toContain('Kannst du einen umfassenden Gesundheitscheck meines Fahrzeugs machen?');
  });
});

describe('readKnownHealth', () => {
  const demo = createFallbackDashboard(new Date(now)).vehicles[0];
  const card = (tokenId: number, overrides: Partial<DashboardVehicle>): DashboardVehicle => ({ ...demo, tokenId, isDemo: false, ...overrides });
  const dashboard: Dashboard = {
    demo: false,
    fetchedAt: now,
    vehicles: [card(7, { healthScore: 91, latest: createLatestSignals({ lowVoltageBatteryCurrentVoltage: 12.6 }, now) }), card(8, { healthScore: 85, latest: null }), { ...demo, tokenId: 9, isDemo: true }],
  };
  it.each([
    { name: 'the card score of a car with live data', tokenId: 7, expected: { score: 91, cap: null } },
    { name: 'null for a car without live data (the default score)', tokenId: 8, expected: null },
    { name: 'null for a demo card', tokenId: 9, expected: null },
    { name: 'null for a car not on the dashboard', tokenId: 10, expected: null },
  ])('$name', ({ tokenId, expected }) => {
    expect(readKnownHealth(dashboard, tokenId)).toEqual(expected);
  });

  it('null before the dashboard has loaded', () => {
    expect(readKnownHealth(undefined, 7)).toBeNull();
  });
});
