/**
 * A fleet question on no usage topic is answered without the fine usage series (chat-service leaves it unread: it is
 * the costliest read of a fleet's first answer). Every labelled and fresh question of the chat corpus, asked of a
 * fleet with and without the series: where readsUsageSeries says no, the answer must be the same word for word.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildWeekSeries } from '../../usage/test-support/build-series';
import { buildContext, buildSignals, HEALTHY_GAS, TODAY } from '../facts/test-fixtures';
import type { VehicleContext } from '../facts/types';
import { answerFleetQuestion, readsUsageSeries, toVehicleRefs, understandQuestion } from './answer';

const corpus = (name: string) =>
  (JSON.parse(readFileSync(new URL(`../../../../../bench/chat/${name}`, import.meta.url), 'utf8')) as { questions: { text: string }[] }).questions.map((q) => q.text);
const QUESTIONS = [...corpus('labelled-questions.json'), ...corpus('fresh-questions.json')];

const gasWeek = buildWeekSeries([{ km: 0 }, { km: 40, speed: 80 }, { km: 80, speed: 110 }, { km: 90, speed: 95 }], { to: `${TODAY}T08:00:00Z`, energy: 'fuel' });
const evWeek = buildWeekSeries([{ km: 30, speed: 70 }, { km: 0 }, { km: 55, speed: 120 }, { km: 20, speed: 60 }], { to: `${TODAY}T08:00:00Z`, energy: 'charge' });
const FLEET: VehicleContext[] = [
  buildContext({ tokenId: 101, name: '2019 Toyota Camry', make: 'Toyota', model: 'Camry', year: 2019, usage: gasWeek }),
  buildContext({
    tokenId: 102,
    name: '2022 Kia EV6',
    make: 'Kia',
    model: 'EV6',
    year: 2022,
    type: 'electric',
    latest: buildSignals({ ...HEALTHY_GAS, powertrainFuelSystemRelativeLevel: undefined, powertrainTractionBatteryStateOfChargeCurrent: 54, powertrainTractionBatteryChargingIsCharging: 0 }),
    usage: evWeek,
  }),
  buildContext({ tokenId: 103, name: '2015 Ford F-150', make: 'Ford', model: 'F-150', year: 2015, latest: buildSignals({ ...HEALTHY_GAS, dtcs: ['P0420'] }), usage: gasWeek }),
];
const WITHOUT = FLEET.map((ctx) => ({ ...ctx, usage: null }));

describe('fleet answers without the usage series', () => {
  it('are the same as with it for every corpus question on no usage topic, and the test can tell them apart', () => {
    let skipped = 0;
    let differing = 0;
    for (const question of QUESTIONS) {
      const understanding = understandQuestion(question, TODAY, { vehicles: toVehicleRefs(FLEET) });
      const withSeries = answerFleetQuestion(question, FLEET, { understanding }).content;
      const without = answerFleetQuestion(question, WITHOUT, { understanding }).content;
      if (readsUsageSeries(understanding)) {
        if (withSeries !== without) differing++;
        continue;
      }
      skipped++;
      expect(without, question).toBe(withSeries);
    }
    // Most questions go without it, and the series does change the answers that read it.
    expect(skipped).toBeGreaterThan(QUESTIONS.length / 2);
    expect(differing).toBeGreaterThan(10);
  });
});
