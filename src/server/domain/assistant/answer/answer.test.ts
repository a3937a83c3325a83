import { describe, expect, it } from 'vitest';
import {
  AI_FAILURE_WITH_DATA,
  FLEET_FAILURE,
  GENERIC_CHAT_ERROR,
  NO_VEHICLE_DATA,
  NO_VEHICLE_SELECTED,
  answerFleetQuestion,
  answerQuestion,
  hasVehicleData,
  stripMarkdownBold,
  type ChatAnswer,
} from './answer';
import { QUICK_ACTIONS as QUICK_QUESTIONS } from '../../../../web/features/chat/quick-questions';
import { understand } from '../understanding/understand';
import type { VehicleContext } from '../facts/types';
import { HEALTHY, HEALTHY_GAS, VALID_INSURANCE, WEEK, buildContext, buildDaily, buildDocument, buildSignals } from '../facts/test-fixtures';

const TROUBLED = buildContext({
  tokenId: 202,
  name: 'Red Golf',
  make: 'Volkswagen',
  model: 'Golf',
  year: 2015,
  unit: 'mi',
  latest: buildSignals({
    ...HEALTHY_GAS,
    lowVoltageBatteryCurrentVoltage: 11.7,
    chassisAxleRow1WheelLeftTirePressure: 180,
    serviceDistanceToService: 400,
    dtcs: ['P0420', 'P0300'],
  }),
  usage: WEEK,
  maintenance: [
    { type: 'oil change', description: null, cost: 89.5, date: '2026-03-01', mileage: 38_000, nextDue: '2026-09-01', nextDueMileage: 48_000 },
  ],
  documents: [buildDocument('insurance', { documentType: 'insurance', insuranceInfo: { expirationDate: '2026-12-05' } })],
  reminders: [
    { id: 'oil', kind: 'oil_change', title: null, state: 'upcoming', dueDate: '2026-09-01', dueOdometerKm: 48_000, snoozedUntil: null, predictedDate: null, source: 'owner', documentId: null, createdAt: '2026-03-01T10:00:00Z' },
    { id: 'ins', kind: 'insurance_expiry', title: null, state: 'upcoming', dueDate: '2026-12-05', dueOdometerKm: null, snoozedUntil: null, predictedDate: null, source: 'document', documentId: 'doc-insurance.pdf', createdAt: '2026-06-01T10:00:00Z' },
  ],
});
const EMPTY = buildContext({ tokenId: 303, name: 'New EV', type: 'electric', make: 'Tesla', model: 'Model 3', latest: null });
const FIXTURES: VehicleContext[] = [HEALTHY, TROUBLED, EMPTY];

describe('answerQuestion dispatch', () => {
  const cases: { question: string; ctx: VehicleContext; metadata: (keyof ChatAnswer['metadata'])[]; content: RegExp }[] = [
    { question: QUICK_QUESTIONS[0].question, ctx: TROUBLED, metadata: ['healthScore', 'insights', 'recommendations', 'followUpQuestions'], content: /^Health check for Red Golf \(2015 Volkswagen Golf\): \d+\/100/ },
    { question: QUICK_QUESTIONS[1].question, ctx: TROUBLED, metadata: ['readinessScore', 'analysis', 'riskFactors', 'recommendations'], content: /not ready for a long trip/ },
    { question: 'Is my car ready for a 300 km trip?', ctx: HEALTHY, metadata: ['readinessScore'], content: /ready for the 300 km trip/ },
    { question: QUICK_QUESTIONS[2].question, ctx: TROUBLED, metadata: ['recommendations'], content: /Red Golf has 1 item overdue and 3 due soon: oil change, scheduled service, insurance renewal and workshop visit\. Last service: oil change on Mar 1, 2026 at 23,612 mi\./ },
    { question: QUICK_QUESTIONS[3].question, ctx: HEALTHY, metadata: ['totalMiles', 'averageSpeed', 'fuelConsumption', 'usagePatterns'], content: /^In the last 4 days Blue Camry covered 210 km on 3 driving days\./ },
    { question: 'How much did I drive this week?', ctx: TROUBLED, metadata: ['totalMiles'], content: /covered 130 mi/ },
    { question: 'When does my insurance expire?', ctx: TROUBLED, metadata: [], content: /^Your insurance expires on Dec 5, 2026 \(in 13 days\), from your insurance card insurance\.pdf\. Renew the insurance before Dec 5, 2026\.$/ },
    { question: 'What documents do I have on file?', ctx: TROUBLED, metadata: ['insights'], content: /- Insurance card insurance\.pdf, uploaded Jun 1, 2026\.\n\nWhat your documents set:\n- Insurance expiry: Dec 5, 2026, from your insurance card insurance\.pdf\.\n\nNo registration document on file\. Your insurance expires on Dec 5, 2026 \(in 13 days\)\./ },
    { question: 'What does P0420 mean?', ctx: HEALTHY, metadata: ['recommendations'], content: /^P0420: Catalyst System Efficiency Below Threshold \(Bank 1\)\. System: Emissions\. Severity: medium\. Your car is not reporting it right now\./ },
    { question: 'Is my check engine light serious?', ctx: TROUBLED, metadata: ['recommendations'], content: /P0300: .*It is stored on your car right now/ },
    { question: 'Hi there', ctx: HEALTHY, metadata: ['healthScore', 'followUpQuestions'], content: /Fuel is at 62%\. Odometer: 45,210 km\./ },
    { question: 'How are all my cars?', ctx: HEALTHY, metadata: ['healthScore'], content: /choose All Vehicles/ },
  ];
  it.each(cases)('$question ($ctx.name)', ({ question, ctx, metadata, content }) => {
    const answer = answerQuestion(question, ctx);
    expect(answer.content).toMatch(content);
    for (const key of metadata) expect(answer.metadata[key], key).toBeDefined();
    expect(answer.content).not.toContain('**');
  });

  it('recommends what to book for each due item', () => {
    const answer = answerQuestion('What maintenance is due?', TROUBLED);
    expect(answer.metadata.recommendations).toEqual([
      'Book the oil change.',
      'Book the next scheduled service.',
      'Renew the insurance before Dec 5, 2026.',
      'Book the workshop visit.',
    ]);
  });

  it('never invents numbers for a car without data', () => {
    const answers = [
      answerQuestion('Hi', EMPTY),
      answerQuestion('How much did I drive this week?', EMPTY),
      answerQuestion('Any trouble codes?', EMPTY),
      answerQuestion('Health check', EMPTY),
    ].map((a) => a.content);
    expect(answers[0]).toContain("Live data from New EV is unavailable right now, so I can't give it a health score.");
    expect(answers[1]).toMatch(/There is no driving history for New EV yet/);
    expect(answers[2]).toContain("Live data from New EV is unavailable right now, so I can't read the trouble codes stored on it.");
    expect(answers[3]).toContain('Live data from New EV is unavailable right now');
    expect(answers.join(' ')).not.toMatch(/\d+ (km|mi)\b/);
    expect(answers.join(' ')).not.toMatch(/\d+\/100/);
  });
});

describe('a vehicle without live data is answered from its records', () => {
  const RECORDS_ONLY: VehicleContext = {
    ...TROUBLED,
    latest: null,
    daily: [],
    alerts: [{ alertType: 'insurance_expiry', documentId: 'doc-insurance.pdf', alertDate: '2026-12-05', alertMessage: 'Insurance expires on 2026-12-05', isActive: true }],
  };
  const unavailable = /^Live data from Red Golf is unavailable right now, so I can't/;
  const cases: { question: string; content: RegExp[]; healthScore: boolean }[] = [
    { question: 'When does my insurance expire?', content: [/^Your insurance expires on Dec 5, 2026 \(in 13 days\), from your insurance card insurance\.pdf\./], healthScore: false },
    { question: 'Which documents are on file?', content: [/Your insurance expires on Dec 5, 2026 \(in 13 days\)\./, /- Insurance renewal \(due soon\): due on Dec 5, 2026 \(in 13 days\), from your insurance card insurance\.pdf\./], healthScore: false },
    { question: 'What maintenance is due?', content: [/^Red Golf has 1 item overdue and 1 due soon: oil change and insurance renewal\./], healthScore: false },
    { question: QUICK_QUESTIONS[0].question, content: [unavailable, /give it a health score/, /What I know from your records:\n- Red Golf has 1 item overdue/, /- Your insurance expires on Dec 5, 2026/, /- Book the oil change\./], healthScore: false },
    { question: QUICK_QUESTIONS[1].question, content: [unavailable, /check its range/, /Oil change is overdue/], healthScore: false },
    { question: 'Any trouble codes?', content: [/^Live data from Red Golf is unavailable right now, so I can't read the trouble codes stored on it\./], healthScore: false },
    { question: 'What does P0420 mean?', content: [/^P0420: Catalyst System Efficiency Below Threshold/], healthScore: false },
    { question: 'Hi', content: [unavailable, /Red Golf has 1 item overdue/], healthScore: false },
  ];
  it.each(cases)('$question', ({ question, content, healthScore }) => {
    const answer = answerQuestion(question, RECORDS_ONLY);
    expect(hasVehicleData(RECORDS_ONLY)).toBe(true);
    for (const pattern of content) expect(answer.content).toMatch(pattern);
    const recommendations = answer.metadata.recommendations ?? [];
    expect(new Set(recommendations).size).toBe(recommendations.length);
    expect(answer.content).not.toContain(NO_VEHICLE_DATA);
    expect('healthScore' in answer.metadata).toBe(healthScore);
  });
});

describe('hasVehicleData', () => {
  const cases: [string, VehicleContext, boolean][] = [
    ['live signals', HEALTHY, true],
    ['nothing at all', EMPTY, false],
    ['only history', { ...EMPTY, usage: WEEK }, true],
    ['only daily history', { ...EMPTY, daily: buildDaily([{ odometer: 10 }]) }, true],
    ['empty buckets', { ...EMPTY, daily: buildDaily([{}, {}]) }, false],
    ['only documents', { ...EMPTY, documents: [VALID_INSURANCE] }, true],
    ['only maintenance records', { ...EMPTY, maintenance: TROUBLED.maintenance }, true],
    ['only alerts', { ...EMPTY, alerts: [{ alertType: 'service_due', documentId: null, alertDate: '2026-12-01', alertMessage: 'Service due', isActive: true }] }, true],
  ];
  it.each(cases)('%s', (_name, ctx, expected) => {
    expect(hasVehicleData(ctx)).toBe(expected);
  });
});

describe('follow-up questions are answerable', () => {
  const generalOpening = /I can help with a health check/;
  const singleQuestions = [...QUICK_QUESTIONS.map((q) => q.question), 'What maintenance is due soon?', 'Hi', 'What does P0420 mean?', 'When does my insurance expire?', 'How much did I drive this week?'];
  for (const ctx of FIXTURES) {
    const suggested = new Set<string>();
    for (const q of singleQuestions) for (const f of answerQuestion(q, ctx).metadata.followUpQuestions ?? []) suggested.add(f);
    it(`for ${ctx.name}: ${[...suggested].join(' | ')}`, () => {
      expect(suggested.size).toBeGreaterThanOrEqual(4);
      for (const q of suggested) {
        expect(understand(q, { today: ctx.today }).topics, q).not.toContain('unclear');
        const answer = answerQuestion(q, ctx);
        expect(answer.content.length, q).toBeGreaterThan(60);
        expect(answer.content, q).not.toMatch(generalOpening);
      }
    });
  }

  it('for the fleet', () => {
    const suggested = new Set<string>();
    for (const q of ['How are all my vehicles?', 'Which vehicles are ready for a trip?', 'What maintenance is due on all my vehicles?'])
      for (const f of answerFleetQuestion(q, FIXTURES).metadata.followUpQuestions ?? []) suggested.add(f);
    expect(suggested.size).toBeGreaterThanOrEqual(3);
    for (const q of suggested) {
      expect(understand(q, { today: FIXTURES[0].today }).entities.vehicles, q).toEqual(['*']);
      expect(answerFleetQuestion(q, FIXTURES).content.length, q).toBeGreaterThan(60);
    }
  });
});

describe('answerFleetQuestion', () => {
  const cases: { question: string; content: RegExp; metadata: (keyof ChatAnswer['metadata'])[] }[] = [
    { question: 'How are all my vehicles doing?', content: /^3 vehicles: .*\n\n1\. Red Golf/, metadata: ['vehicles', 'healthScore'] },
    { question: 'Which vehicles are ready for a 200 km trip?', content: /^Ready for a 200 km trip: Blue Camry\./, metadata: ['vehicles', 'readinessScore', 'riskFactors'] },
    { question: 'What maintenance is due on all my vehicles?', content: /- Red Golf: Red Golf has 1 item overdue/, metadata: ['vehicles'] },
    { question: 'How much did all my vehicles drive this week?', content: /- New EV: no driving history yet\./, metadata: ['totalMiles', 'usagePatterns'] },
    { question: 'Registration and insurance for all my cars?', content: /- Blue Camry: registration valid until Aug 31, 2027 and insurance valid until Mar 1, 2027\./, metadata: ['insights'] },
    { question: 'Do any of my cars have P0300?', content: /P0300: .*Stored on Red Golf\./, metadata: ['insights'] },
  ];
  it.each(cases)('$question', ({ question, content, metadata }) => {
    const answer = answerFleetQuestion(question, FIXTURES);
    expect(answer.content).toMatch(content);
    for (const key of metadata) expect(answer.metadata[key], key).toBeDefined();
  });

  it('asks for a vehicle when there is none, and answers a single car directly', () => {
    expect(answerFleetQuestion('How are my cars?', []).content).toBe(NO_VEHICLE_SELECTED);
    expect(answerFleetQuestion('health check', [HEALTHY]).content).toMatch(/^Health check for Blue Camry/);
  });
});

describe('fixed texts', () => {
  it('keeps the specification texts', () => {
    expect(NO_VEHICLE_SELECTED).toBe('No vehicle selected. Please connect a vehicle via DIMO or choose one from your dashboard.');
    expect(AI_FAILURE_WITH_DATA).toBe(
      "I'm having trouble with the AI analysis service, but I can see some vehicle data. Please try again later or contact support if the issue persists.",
    );
    expect(FLEET_FAILURE).toBe("I'm having trouble analyzing all vehicles right now. Please try again shortly.");
    expect(GENERIC_CHAT_ERROR).toBe(
      'Sorry, I encountered an error while analyzing your vehicle. Please try again or check if the services are properly configured.',
    );
    for (const cause of ['MCP connection', 'token was not found', 'authentication', 'not connected', 'check your connection'])
      expect(NO_VEHICLE_DATA).toContain(cause);
  });

  const stripCases: [string, string][] = [
    ['**Health score:** 85', 'Health score: 85'],
    ['no markup', 'no markup'],
    ['a *single* star stays', 'a *single* star stays'],
    ['****', ''],
  ];
  it.each(stripCases)('stripMarkdownBold(%s)', (input, output) => {
    expect(stripMarkdownBold(input)).toBe(output);
  });
});
