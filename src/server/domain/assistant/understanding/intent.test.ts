import { describe, expect, it } from 'vitest';
import { QUICK_QUESTIONS, extractDistanceKm, recognizeIntent, recognizeTopic, type Intent } from './intent';

describe('recognizeIntent', () => {
  const cases: [question: string, intent: Intent][] = [
    // the chat's quick buttons
    ['Can you perform a comprehensive health check on my vehicle?', 'health'],
    ['Is my vehicle ready for a long trip?', 'trip'],
    ['What maintenance does my vehicle need?', 'maintenance'],
    ["Show me my vehicle's recent data and usage.", 'history'],
    // health
    ['How is my car doing overall?', 'health'],
    ["How's the battery?", 'health'],
    ['Are my tyres properly inflated?', 'health'],
    ['TIRE PRESSURE OK???', 'health'],
    ['Why is my car overheating?', 'health'],
    ['Is anything wrong with the engine?', 'health'],
    ['Give me a quick checkup', 'health'],
    ['any problems i should know about', 'health'],
    // trip
    ['Is my car ready for a long trip?', 'trip'],
    ['Can I drive to Chicago this weekend?', 'trip'],
    ['Planning a road trip next week, good to go?', 'trip'],
    ['Is it OK for a long drive tomorrow?', 'trip'],
    ['Can I do 300 km tomorrow?', 'trip'],
    ['Will the battery get me through 200 miles?', 'trip'],
    ['How far can I go on this tank?', 'trip'],
    ["What's my range?", 'trip'],
    ['Do I need an oil change before my road trip?', 'trip'],
    // maintenance
    ['What maintenance is due soon?', 'maintenance'],
    ['When is my next oil change?', 'maintenance'],
    ['When do I need to service the car?', 'maintenance'],
    ['Is the car due for an inspection?', 'maintenance'],
    ['Do my brakes need replacing?', 'maintenance'],
    ['How many miles until my next service?', 'maintenance'],
    // history
    ['How much did I drive this week?', 'history'],
    ['How many kilometres did I drive last week?', 'history'],
    ['Show me my mileage history', 'history'],
    ['What is my fuel consumption?', 'history'],
    ['How many trips did I take?', 'history'],
    ['Vehicle data please', 'history'],
    ['What was my top speed?', 'history'],
    // documents
    ['When does my registration expire?', 'documents'],
    ['When do my registration and insurance expire?', 'documents'],
    ['Is my insurance still valid?', 'documents'],
    ['What documents have I uploaded?', 'documents'],
    ['Is my warranty still valid?', 'documents'],
    ['Is my insurance due?', 'documents'],
    // trouble codes
    ['What does P0420 mean?', 'trouble_code'],
    ['what does p0300 mean', 'trouble_code'],
    ['Is it safe to drive with P0171 and P0174?', 'trouble_code'],
    ['My check engine light is on', 'trouble_code'],
    ['Any error codes stored?', 'trouble_code'],
    ['What does the engine warning light mean?', 'trouble_code'],
    // fleet
    ['Which of my vehicles needs attention first?', 'fleet'],
    ['Which vehicles are ready for a trip?', 'fleet'],
    ['How are all my cars doing?', 'fleet'],
    ['Compare my vehicles', 'fleet'],
    ['Fleet overview', 'fleet'],
    // general
    ['Hello!', 'general'],
    ['What can you do?', 'general'],
    ['Tell me about my car', 'general'],
  ];
  it.each(cases)('%s -> %s', (question, intent) => {
    expect(recognizeIntent(question).intent).toBe(intent);
  });

  it('has a question per quick button, each recognised as its topic', () => {
    expect(QUICK_QUESTIONS.map((q) => q.label)).toEqual(['Health Check', 'Trip Readiness', 'Maintenance', 'Vehicle Data']);
    expect(QUICK_QUESTIONS.map((q) => recognizeIntent(q.question).intent)).toEqual(['health', 'trip', 'maintenance', 'history']);
  });
});

describe('recognizeIntent details', () => {
  const codeCases: [string, string[]][] = [
    ['What does P0420 mean?', ['P0420']],
    ['p0171, P0174 and p0171 again', ['P0171', 'P0174']],
    ['Codes U0100 and C1234', ['U0100', 'C1234']],
    ['Is P9999 a code?', []],
    ['No codes here', []],
  ];
  it.each(codeCases)('codes in %s', (question, codes) => {
    expect(recognizeIntent(question).dtcCodes).toEqual(codes);
  });

  const distanceCases: [string, number | undefined][] = [
    ['Ready for 300 km?', 300],
    ['a 1,200 km road trip', 1200],
    ['Trip of 200 miles', 322],
    ['about 50mi', 80],
    ['12.5 kilometres', 12.5],
    ['Is my car ready for a long trip?', undefined],
    ['Is 0 km a trip', undefined],
  ];
  it.each(distanceCases)('distance in %s', (question, km) => {
    expect(extractDistanceKm(question)).toBe(km);
    expect(recognizeIntent(question).distanceKm).toBe(km);
  });

  const topicCases: [string, string][] = [
    ['Which of my vehicles needs attention first?', 'general'],
    ['Which vehicles are ready for a trip?', 'trip'],
    ['What maintenance is due on all my vehicles?', 'maintenance'],
    ['How much did all my vehicles drive this week?', 'history'],
    ['Do any of my cars have P0420?', 'trouble_code'],
  ];
  it.each(topicCases)('topic of %s', (question, topic) => {
    expect(recognizeTopic(question)).toBe(topic);
  });
});
