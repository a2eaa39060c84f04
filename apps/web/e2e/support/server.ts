import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, type ServerProcess, spawnServer } from '../../../server/test/server-process';

export interface TestServer {
  url: string;
  port: number;
  /** Everything the server printed so far (e-mail links are logged when no SMTP is set). */
  output: () => string;
  /** Newest e-mailed link of a kind for an address, waiting for it to be logged. */
  mailedLink: (
    kind: 'verify-email' | 'reset-password' | 'api/public/renters/confirm' | 'invite',
    email?: string,
  ) => Promise<string>;
  stop: () => Promise<void>;
}

/** Starts the real server (`apps/server/src/server.ts`) on a free port with its own data folder. */
export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sdp-e2e-'));
  let server: ServerProcess;
  try {
    server = await spawnServer({ port: await freePort(), dataDir, env });
  } catch (e) {
    rmSync(dataDir, { recursive: true, force: true });
    throw e;
  }
  const { child } = server;
  return {
    url: server.url,
    port: server.port,
    output: server.output,
    mailedLink: (kind, email) => server.mailedLink(kind, email),
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await Promise.race([server.exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
