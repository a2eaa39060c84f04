import { defineConfig } from 'vitest/config';

// One runner for the unit and API suites; the browser suite has its own config (apps/web/e2e).
export default defineConfig({
  test: {
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
