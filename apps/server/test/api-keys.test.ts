import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuditEvent, EventBus } from '../src/lib/events';
import { createApiKeysService } from '../src/modules/api-keys/api-keys.service';
import { bearer, call, createTestApp, get, post, register, sqlRows, type TestApp } from './helpers';

// Managing personal API keys (docs/api-keys.md): create (the secret once), list (never a secret),
// delete (own keys only), validation and the per-user cap. Using them: api-keys-use.test.ts.

let t: TestApp;
let ada: string;
let bob: string;

beforeAll(async () => {
  t = await createTestApp();
  ada = (await register(t.app)).tokens.accessToken;
  bob = (await register(t.app)).tokens.accessToken;
});
afterAll(() => t.close());

const create = (body: unknown, token: string) => post(t.app, '/api/user/api-keys', body, token);
const remove = (id: string, token: string) =>
  call(t.app, { method: 'DELETE', url: `/api/user/api-keys/${id}`, headers: bearer(token) });

describe('API key management', () => {
  it('creates a key with its secret once, lists it without the secret, deletes it', async () => {
    const created = await create({ name: '  Reporting script ', scope: 'read', expiresInDays: 30 }, ada);
    expect(created.status).toBe(201);
    const key = created.body.data;
    expect(key.secret).toMatch(/^sdp_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({ name: 'Reporting script', scope: 'read', currentTeam: true, expired: false });
    expect(key.prefix).toBe(key.secret.slice(0, 12));
    expect(key.teamName).toEqual(expect.any(String));
    expect(key.lastUsedAt).toBeNull();
    const days = (Date.parse(key.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    // Stored: the SHA-256 of the whole key, never the key.
    const [row] = await sqlRows(t.app, `SELECT * FROM api_keys WHERE id = '${key.id}'`);
    expect(row.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(key.secret.slice(13));

    const list = await get(t.app, '/api/user/api-keys', ada);
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ id: key.id, prefix: key.prefix, name: 'Reporting script' });
    expect(list.body.data[0].secret).toBeUndefined();
    expect(JSON.stringify(list.body)).not.toContain(key.secret.slice(13));

    expect((await remove(key.id, ada)).status).toBe(200);
    expect((await get(t.app, '/api/user/api-keys', ada)).body.data).toEqual([]);
    const again = await remove(key.id, ada);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('API key not found');
  });

  it('takes an expiry date in the future, or none', async () => {
    const when = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const dated = await create({ name: 'Dated', scope: 'read-write', expiresAt: when }, ada);
    expect(dated.status).toBe(201);
    expect(dated.body.data.expiresAt).toBe(when);
    const forever = await create({ name: 'Forever', scope: 'read-write' }, ada);
    expect(forever.status).toBe(201);
    expect(forever.body.data.expiresAt).toBeNull();
    await remove(dated.body.data.id, ada);
    await remove(forever.body.data.id, ada);
  });

  it.each([
    [{ scope: 'read' }, 'name'],
    [{ name: '', scope: 'read' }, 'name'],
    [{ name: '   ', scope: 'read' }, 'name'],
    [{ name: 'x'.repeat(81), scope: 'read' }, 'name'],
    [{ name: 'k' }, 'scope'],
    [{ name: 'k', scope: 'admin' }, 'scope'],
    [{ name: 'k', scope: 'read', expiresAt: 'tomorrow' }, 'expiresAt'],
    [{ name: 'k', scope: 'read', expiresAt: '2001-01-01T00:00:00Z' }, 'expiresAt: must be in the future'],
    [{ name: 'k', scope: 'read', expiresAt: '2999-01-01T00:00:00Z' }, 'expiresAt: at most'],
    [{ name: 'k', scope: 'read', expiresInDays: 0 }, 'expiresInDays'],
    [{ name: 'k', scope: 'read', expiresInDays: 1.5 }, 'expiresInDays'],
    [{ name: 'k', scope: 'read', expiresInDays: 99999 }, 'expiresInDays'],
    [
      {
        name: 'k',
        scope: 'read',
        expiresInDays: 3,
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
      'not both',
    ],
    [{ name: 'k', scope: 'read', teamId: '00000000-0000-4000-8000-000000000000' }, 'teamId'],
  ])('refuses %j with a 400 naming the problem', async (body, words) => {
    const res = await create(body, ada);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(words);
  });

  it('refuses a bad id with 400 and another user’s key with 404, leaving it in place', async () => {
    expect((await remove('not-a-uuid', ada)).status).toBe(400);
    const bobs = (await create({ name: 'Bob’s', scope: 'read' }, bob)).body.data;
    const res = await remove(bobs.id, ada);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('API key not found');
    expect((await get(t.app, '/api/user/api-keys', ada)).body.data).toEqual([]);
    expect((await get(t.app, '/api/user/api-keys', bob)).body.data.map((k: { id: string }) => k.id)).toEqual([
      bobs.id,
    ]);
    await remove(bobs.id, bob);
  });

  it('needs a signed-in user', async () => {
    expect((await get(t.app, '/api/user/api-keys')).status).toBe(401);
    expect((await create({ name: 'k', scope: 'read' }, '')).status).toBe(401);
  });

  it('allows 25 keys per user, then answers 409', async () => {
    const carol = (await register(t.app)).tokens.accessToken;
    const made = await Promise.all(
      Array.from({ length: 25 }, (_, i) => create({ name: `Key ${i}`, scope: 'read' }, carol)),
    );
    expect(made.map((r) => r.status)).toEqual(Array(25).fill(201));
    const over = await create({ name: 'One too many', scope: 'read' }, carol);
    expect(over.status).toBe(409);
    expect(over.body.message).toMatch(/25 API keys.*Delete one/);
    expect((await get(t.app, '/api/user/api-keys', carol)).body.data).toHaveLength(25);
    await remove(made[0]!.body.data.id, carol);
    expect((await create({ name: 'Room again', scope: 'read' }, carol)).status).toBe(201);
  });

  it('tells the activity log of a created and a deleted key, never its secret', async () => {
    const events = new EventBus();
    const seen: AuditEvent[] = [];
    events.on('audit', (e) => {
      seen.push(e);
    });
    const service = createApiKeysService(
      { db: t.app.db, events, log: t.app.log },
      { actors: t.app.services.actors },
    );
    const me = (await get(t.app, '/api/auth/me', ada)).body.data;
    const actor = await t.app.services.actors.resolve(me.id);
    const ctx = { ip: '198.51.100.4', userAgent: 'curl/8' };
    const made = await service.create(actor, { name: 'Audited', scope: 'read' }, ctx);
    await service.remove(actor, made.id, ctx);
    await new Promise((r) => setTimeout(r, 0));
    expect(seen.map((e) => e.kind)).toEqual(['security.api_key_created', 'security.api_key_deleted']);
    expect(seen[0]).toMatchObject({
      teamId: actor.teamId,
      userId: actor.userId,
      target: { type: 'api_key', id: made.id },
      ip: '198.51.100.4',
      userAgent: 'curl/8',
    });
    expect(seen[0]!.summary).toContain(made.prefix);
    expect(JSON.stringify(seen)).not.toContain(made.secret.slice(13));
  });
});
