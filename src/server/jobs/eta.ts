/**
 * Estimates the time left in a document job from measured history: for each (file kind, progress step) it keeps a
 * running average of how long the rest of the job took, learned as jobs finish.
 */
export function createEtaEstimator(opts: { alpha?: number } = {}) {
  const alpha = opts.alpha ?? 0.3;
  const remainingMs = new Map<string, number>();
  const key = (kind: string, progress: number) => `${kind}:${progress}`;

  return {
    /** Seconds left after reaching `progress`, or null when nothing comparable has finished yet. */
    estimate(kind: string, progress: number): number | null {
      const ms = remainingMs.get(key(kind, progress)) ?? remainingMs.get(key('*', progress));
      return ms === undefined ? null : Math.max(0, Math.round(ms / 1000));
    },
    /** Learns from a finished job: `marks` are the times (ms) at which each progress step was reached. */
    learn(kind: string, marks: { progress: number; at: number }[], finishedAt: number) {
      for (const { progress, at } of marks) {
        for (const k of [key(kind, progress), key('*', progress)]) {
          const observed = finishedAt - at;
          const prev = remainingMs.get(k);
          remainingMs.set(k, prev === undefined ? observed : prev + alpha * (observed - prev));
        }
      }
    },
  };
}
export type EtaEstimator = ReturnType<typeof createEtaEstimator>;
