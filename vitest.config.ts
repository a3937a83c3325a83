import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@shared': path.resolve(import.meta.dirname, 'src/shared'),
  '@': path.resolve(import.meta.dirname, 'src/web'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    reporters: ['default', './tools/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tools/**/*.test.ts', 'bench/**/*.test.ts'],
          testTimeout: 30_000,
          // An app's shutdown on a busy CI machine (provider calls let go, a database dropped) may take over a minute.
          hookTimeout: 120_000,
          setupFiles: ['./tools/fail-on-console-error.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          // Browser journeys run after the unit and integration tests, not beside them, so timing stays realistic.
          sequence: { groupOrder: 1 },
          include: ['e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
