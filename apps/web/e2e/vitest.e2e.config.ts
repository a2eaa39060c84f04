import { defineConfig } from 'vitest/config';

// Browser suites: real server processes, Debian's chromium via playwright-core. One file at a time.
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
