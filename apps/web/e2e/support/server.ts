import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const repoRoot = new URL('../../../../', import.meta.url).pathname;

export interface TestServer {
  url: string;
  port: number;
  /** Everything the server printed so far (e-mail links are logged when no SMTP is set). */
  output: () => string;
  /** Newest e-mailed link of a kind for an address, waiting for it to be logged. */
  mailedLink: (kind: 'verify-email' | 'reset-password', email?: string) => Promise<string>;
  stop: () => Promise<void>;
}

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

/** Starts the real server (`apps/server/src/server.ts`) on a free port with its own data folder. */
export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'sdp-e2e-'));
  let log = '';
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'apps/server/src/server.ts')],
    {
      cwd: repoRoot,
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
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (d) => (log += d.toString()));
  child.stderr?.on('data', (d) => (log += d.toString()));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      const res = await fetch(`${url}/api/auth/me`);
      if (res.status === 401) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start in 60 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    url,
    port,
    output: () => log,
    async mailedLink(kind, email) {
      const pattern = new RegExp(`${url.replace(/[.:/]/g, '\\$&')}/${kind}\\?token=[A-Za-z0-9_\\-.%]+`, 'g');
      const until = Date.now() + 10_000;
      for (;;) {
        const lines = log.split('\n').filter((l) => !email || l.includes(email));
        const found = lines.flatMap((l) => l.match(pattern) ?? []);
        if (found.length) return found[found.length - 1];
        if (Date.now() > until)
          throw new Error(`no ${kind} link${email ? ` for ${email}` : ''} in the server log`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
