import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The real server (`apps/server/src/server.ts`) as a child process, for the tests that need one
// (restart.test.ts here, and the browser suites through apps/web/e2e/support/server.ts).

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const TEST_SEALING_KEY_FILE = join(tmpdir(), 'sdp-test-sealing.key');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  port: number;
  /** Everything the server printed so far (e-mail links are logged when no SMTP is set). */
  output: () => string;
  /** Resolves when the process has exited. */
  exited: Promise<unknown>;
  /** Newest e-mailed link of a kind for an address, waiting up to `timeoutMs` for it to be logged. */
  mailedLink: (
    kind: 'verify-email' | 'reset-password' | 'api/public/renters/confirm' | 'invite',
    email?: string,
    timeoutMs?: number,
  ) => Promise<string>;
}

export interface SpawnOptions {
  port: number;
  dataDir: string;
  /** Extra environment variables (after the defaults below). */
  env?: Record<string, string>;
  startTimeoutMs?: number;
}

/** Spawns the server on `port` with its data in `dataDir` and waits until it answers. */
export async function spawnServer({
  port,
  dataDir,
  env = {},
  startTimeoutMs = 60_000,
}: SpawnOptions): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'apps/server/src/server.ts')], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      AUTH_RATE_LIMIT_MAX: '1000',
      LOG_LEVEL: 'info',
      // One sealing key for every server a test starts (never the user's own ~/.config one).
      SEALING_KEY_FILE: TEST_SEALING_KEY_FILE,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d.toString()));
  child.stderr?.on('data', (d) => (log += d.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));

  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      if ((await fetch(`${url}/api/auth/me`)).status === 401) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in ${startTimeoutMs / 1000} s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    child,
    url,
    port,
    output: () => log,
    exited,
    async mailedLink(kind, email, timeoutMs = 10_000) {
      // Invitation links carry the token in the path (/invite/<token>), the others in ?token=.
      const tail = kind === 'invite' ? '/[A-Za-z0-9_-]+' : '\\?token=[A-Za-z0-9_\\-.%]+';
      const pattern = new RegExp(`${url.replace(/[.:/]/g, '\\$&')}/${kind}${tail}`, 'g');
      const until = Date.now() + timeoutMs;
      for (;;) {
        const lines = log.split('\n').filter((l) => !email || l.includes(email));
        const found = lines.flatMap((l) => l.match(pattern) ?? []);
        if (found.length) return found[found.length - 1];
        if (Date.now() > until)
          throw new Error(`no ${kind} link${email ? ` for ${email}` : ''} in the server log`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
}
