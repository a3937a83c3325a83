import { describe, expect, it } from 'vitest';
import { HEALTHY, HEALTHY_GAS, buildContext, buildSignals } from '../facts/test-fixtures';
import { answerQuestion } from './answer';
import { guardFigures } from './guard-figures';

const EV = buildContext({ tokenId: 404, name: 'Kia EV6', make: 'Kia', model: 'EV6', type: 'electric', latest: buildSignals({ powertrainTractionBatteryStateOfChargeCurrent: 70, powertrainRange: 300 }) });
const BARE_GAS = buildContext({ latest: buildSignals(HEALTHY_GAS), maintenance: [], documents: [] });

describe('the figure guard', () => {
  it('withholds an energy amount stated about a car without a traction battery, and keeps the rest', () => {
    const guarded = guardFigures({ content: 'Battery charge: 70% (52.5 kWh).\n\nRange: about 309 km.', metadata: {} }, [HEALTHY], 'and how much fuel is left?');
    expect(guarded.content).not.toMatch(/kWh/);
    expect(guarded.content).toContain('Range: about 309 km.');
    expect(guarded.metadata.withheldFigures).toBe(1);
  });

  it('withholds a fuel volume about an electric car, in any language format', () => {
    for (const line of ['Carburant : 93 % (environ 57 l).', 'Verbrauch: 7,9 l/100 km.', 'Combustible: 40 litros consumidos.']) {
      const guarded = guardFigures({ content: line, metadata: {} }, [EV], 'wie viel?');
      expect(guarded.metadata.withheldFigures, line).toBe(1);
    }
  });

  it('withholds money when nothing the car has or the owner said is priced', () => {
    expect(guardFigures({ content: 'A tyre costs about $120. Tyres: fine.', metadata: {} }, [BARE_GAS], 'are my tyres ok?').content).toBe('Tyres: fine.');
    // the owner's own price is a fact the answer may use
    expect(guardFigures({ content: 'At $1.80 a litre that is $25.20 a week.', metadata: {} }, [BARE_GAS], 'fuel cost at $1.80 a litre?').metadata.withheldFigures).toBeUndefined();
  });

  it('leaves every real answer as it is', () => {
    for (const q of ['how is my car?', 'fuel level?', 'how much did I drive this week?', 'what does a full tank cost at 1.85 a litre?'])
      expect(answerQuestion(q, HEALTHY).metadata.withheldFigures, q).toBeUndefined();
    expect(answerQuestion('how much charge is left?', EV).metadata.withheldFigures).toBeUndefined();
  });
});
