import { describe, expect, it } from 'vitest';
import { createEtaEstimator } from './eta';

describe('ETA from measured steps', () => {
  it('knows nothing before a job finished', () => {
    expect(createEtaEstimator().estimate('pdf', 20)).toBeNull();
  });

  it('learns the remaining time per step and kind, falling back to any kind', () => {
    const eta = createEtaEstimator({ alpha: 0.5 });
    eta.learn('png', [{ progress: 5, at: 0 }, { progress: 25, at: 1000 }, { progress: 90, at: 9000 }], 10_000);
    expect(eta.estimate('png', 5)).toBe(10);
    expect(eta.estimate('png', 25)).toBe(9);
    expect(eta.estimate('png', 90)).toBe(1);
    expect(eta.estimate('pdf', 25)).toBe(9);
    eta.learn('png', [{ progress: 25, at: 0 }], 3000);
    expect(eta.estimate('png', 25)).toBe(6);
  });
});
