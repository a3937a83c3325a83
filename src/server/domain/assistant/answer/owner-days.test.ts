import { describe, expect, it } from 'vitest';
import { buildSeries } from '../../usage/test-support/build-series';
import { buildContext } from '../facts/test-fixtures';
import { analyzeUsage } from '../facts/analyze-usage';
import { answerQuestion } from './answer';

/**
 * A Seattle owner on Thursday Nov 26, 2026, 10:00 (18:00 UTC): the week's series runs from Thursday Nov 19 18:00 UTC.
 * Their fastest drive was on Friday Nov 20 at 07:33 local (15:33 UTC), inside the series' first 24 hours, which the
 * UTC windows dated Thursday Nov 19: outside "the last 7 days" (Nov 20-26) and named the wrong day.
 */
const series = buildSeries(
  [
    { at: '2026-11-19T19:00:00Z', odometer: 10_000, speed: 0 },
    { at: '2026-11-20T15:33:00Z', odometer: 10_020, speed: 117 },
    { at: '2026-11-23T17:00:00Z', odometer: 10_050, speed: 88 },
    { at: '2026-11-26T17:30:00Z', odometer: 10_060, speed: 40 },
  ],
  { from: '2026-11-19T18:00:00Z', to: '2026-11-26T18:00:00Z' },
);
const SEATTLE = buildContext({ usage: series, today: '2026-11-26', timeZone: 'America/Los_Angeles' });

describe("the owner's days", () => {
  it('counts a Friday 07:33 Seattle drive in the top speed over the last 7 days, on Friday', () => {
    expect(answerQuestion('what was my top speed over the last 7 days?', SEATTLE).content).toContain('Top speed in the last 7 days: 117 km/h (on Friday, Nov 20, 2026).');
    expect(answerQuestion('¿cuál fue mi velocidad máxima en los últimos 7 días?', SEATTLE).content).toMatch(/117 km\/h.*viernes, 20 de noviembre de 2026/);
  });

  it("counts the week's first hours, on the owner's day before the 7 calendar days, in 'the last 7 days'", () => {
    const early = buildSeries(
      [
        { at: '2026-11-19T20:00:00Z', odometer: 10_000, speed: 130 },
        { at: '2026-11-23T17:00:00Z', odometer: 10_050, speed: 88 },
      ],
      { from: '2026-11-19T18:00:00Z', to: '2026-11-26T18:00:00Z' },
    );
    expect(answerQuestion('what was my top speed over the last 7 days?', { ...SEATTLE, usage: early }).content).toContain('Top speed in the last 7 days: 130 km/h (on Thursday, Nov 19, 2026).');
  });

  it('names the day of the top speed in the week summary by the owner\'s calendar', () => {
    expect(analyzeUsage(SEATTLE).usagePatterns).toContain('Top speed: 117 km/h on Friday.');
  });

  it('says when the car was last seen in the owner\'s time', () => {
    const ctx = { ...SEATTLE, latest: { ...SEATTLE.latest!, lastSeen: '2026-11-26T15:33:00Z' } };
    expect(answerQuestion('when did the car last report?', ctx).content).toMatch(/Nov 26, 2026, 07:33/);
  });
});
