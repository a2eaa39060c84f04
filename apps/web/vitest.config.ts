import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // Exists only in a Vite build with vite-plugin-pwa (features/pwa registers the worker with it).
      'virtual:pwa-register': fileURLToPath(
        new URL('./src/features/pwa/pwa-register.stub.ts', import.meta.url),
      ),
    },
  },
  test: { name: 'web', include: ['src/**/*.test.{ts,tsx}'], environment: 'happy-dom' },
});
