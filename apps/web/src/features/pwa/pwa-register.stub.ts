// Unit tests only (apps/web/vitest.config.ts): the build-time module 'virtual:pwa-register' of
// vite-plugin-pwa does not exist outside a Vite build, so screens that import features/pwa get this.
export function registerSW(_options?: unknown): (reload?: boolean) => Promise<void> {
  return async () => {};
}
