import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for the unit and API suites; the browser suite has its own config (apps/web/e2e).
export default defineConfig({
  test: {
    // Vitest's default (cores - 1) is one worker on a 2-core machine; the API files wait on
    // databases, timers and child processes much of the time, so two workers there cut the
    // suites by about a third (CI on 2 cores: unit + API 376 s -> 281 s, PostgreSQL 287 s -> 175 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
