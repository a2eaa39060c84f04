import { type ChildProcess, execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, type ServerProcess, spawnServer } from './server-process';
import { austinRoofing } from './sites-fixtures';

// The done-when proof of API keys (docs/api-keys.md): the real server process, a key made through
// the API, and the `curl` binary using it; deleted, the same command is refused. The server's own
// log must not hold the key.

const run = promisify(execFile);
const curlPath = await run('which', ['curl']).then(
  (r) => r.stdout.trim(),
  () => '',
);
if (!curlPath)
  console.warn('api-keys-curl.test.ts: skipped, no curl binary on this machine (`which curl` found none)');

const dataDir = mkdtempSync(join(tmpdir(), 'sdp-api-keys-curl-'));
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function api(server: ServerProcess, method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

/** `curl -s -H 'Authorization: Bearer <key>' <url>`: the status and the body. */
async function curl(key: string, url: string) {
  const { stdout } = await run(curlPath, [
    '-s',
    '-H',
    `Authorization: Bearer ${key}`,
    '-w',
    '\n%{http_code}',
    url,
  ]);
  const at = stdout.lastIndexOf('\n');
  return { status: Number(stdout.slice(at + 1)), body: JSON.parse(stdout.slice(0, at)) };
}

describe.skipIf(!curlPath)('an API key with curl against the real server', () => {
  it('reads the team’s sites with the key, and is refused once the key is deleted', async () => {
    const server = await spawnServer({ port: await freePort(), dataDir, startTimeoutMs: 90_000 });
    children.push(server.child);

    const email = `keys.${Date.now()}@example.com`;
    const reg = await api(server, 'POST', '/api/auth/register', undefined, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      password: 'correct horse battery',
    });
    expect(reg.status).toBe(201);
    const session: string = reg.body.data.tokens.accessToken;
    const link = new URL(await server.mailedLink('verify-email', email, 15_000));
    const verified = await api(server, 'POST', '/api/auth/verify-email', undefined, {
      token: link.searchParams.get('token'),
    });
    expect(verified.status).toBe(200);
    const site = await api(server, 'POST', '/api/sites', session, {
      kind: 'goldmine',
      opportunityId: austinRoofing(),
    });
    expect(site.status, JSON.stringify(site.body)).toBe(201);

    const created = await api(server, 'POST', '/api/user/api-keys', session, { name: 'curl', scope: 'read' });
    expect(created.status).toBe(201);
    const key: string = created.body.data.secret;

    const url = `${server.url}/api/sites`;
    const ok = await curl(key, url);
    expect(ok.status).toBe(200);
    expect(ok.body.success).toBe(true);
    expect(JSON.stringify(ok.body.data)).toContain(site.body.data.id);

    const deleted = await api(server, 'DELETE', `/api/user/api-keys/${created.body.data.id}`, session);
    expect(deleted.status).toBe(200);
    const refused = await curl(key, url);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ success: false, error: 'unauthorized' });

    // The server logged these requests (LOG_LEVEL info), never the key.
    expect(server.output()).toContain('/api/sites');
    expect(server.output()).not.toContain(key.slice(13));
    server.child.kill('SIGTERM');
    await server.exited;
  }, 180_000);
});
