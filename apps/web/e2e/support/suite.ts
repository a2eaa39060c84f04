import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { startServer, type TestServer } from './server';

export interface ServerAndBrowser {
  readonly server: TestServer;
  readonly browser: Browser;
}

/**
 * Starts a real server (with `env`) and a browser before the file's tests and stops both after
 * them. Read `server` and `browser` inside hooks and tests (they exist once `beforeAll` ran).
 */
export function serverAndBrowser(env: Record<string, string> = {}): ServerAndBrowser {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(env), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get server() {
      if (!server) throw new Error('the server is not started yet (read it inside a test)');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('the browser is not launched yet (read it inside a test)');
      return browser;
    },
  };
}
