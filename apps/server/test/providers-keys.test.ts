import { describe, expect, it } from 'vitest';
import { SealingKeys, sealingKey } from '../src/config/sealing-key';
import { createKeyBox } from '../src/lib/key-box';
import { get, post, register, sqlRows } from './helpers';
import { CENSUS_KEY, DFS_KEY, del, fakeProvidersSuite, put } from './providers-fixtures';

// Provider keys: sealed at rest (the key box), never answered back, one team's own.

const t = fakeProvidersSuite();

describe('provider keys', () => {
  it('lists the providers, none configured at first', async () => {
    const a = await register(t.app);
    const res = await get(t.app, '/api/providers', a.tokens.accessToken);
    expect(res.status).toBe(200);
    const byId = Object.fromEntries(res.body.data.map((p: { id: string }) => [p.id, p]));
    expect(byId['census-cbp']).toMatchObject({ kind: 'business-counts', configured: false, costPerCall: 0 });
    expect(byId.dataforseo).toMatchObject({ kind: 'keyword-volume', alsoKinds: ['serp'], configured: false });
    expect(byId['census-cbp'].alsoKinds).toEqual([]);
    expect(byId.dataforseo.costPerCall).toBeGreaterThan(0);
    expect(byId['census-cbp'].docsUrl).toMatch(/^https:\/\/www\.census\.gov\//);
  });

  it('stores a key sealed, never answers it, and forgets it on delete', async () => {
    const a = await register(t.app);
    const saved = await put(t.app, '/api/providers/census-cbp', { apiKey: CENSUS_KEY }, a.tokens.accessToken);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ id: 'census-cbp', configured: true });
    expect(JSON.stringify(saved.body)).not.toContain(CENSUS_KEY);

    const list = await get(t.app, '/api/providers', a.tokens.accessToken);
    expect(JSON.stringify(list.body)).not.toContain(CENSUS_KEY);
    expect(list.body.data.find((p: { id: string }) => p.id === 'census-cbp').configured).toBe(true);

    const rows = await sqlRows(t.app, 'select key_ciphertext from provider_credentials');
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.key_ciphertext).not.toContain(CENSUS_KEY);
      expect(r.key_ciphertext).toMatch(new RegExp(`^v2\\.${t.app.config.sealing.current.id}\\.`));
    }

    // Another user (another team) does not see it as configured.
    const b = await register(t.app);
    const other = await get(t.app, '/api/providers', b.tokens.accessToken);
    expect(other.body.data.find((p: { id: string }) => p.id === 'census-cbp').configured).toBe(false);
    expect((await del(t.app, '/api/providers/census-cbp', b.tokens.accessToken)).status).toBe(404);

    expect((await del(t.app, '/api/providers/census-cbp', a.tokens.accessToken)).status).toBe(200);
    const after = await get(t.app, '/api/providers', a.tokens.accessToken);
    expect(after.body.data.find((p: { id: string }) => p.id === 'census-cbp').configured).toBe(false);
  });

  it('rejects keys of the wrong shape and unknown providers with clear messages', async () => {
    const a = await register(t.app);
    const bad = await put(
      t.app,
      '/api/providers/dataforseo',
      { apiKey: 'no-colon-here' },
      a.tokens.accessToken,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/apiKey/);
    const empty = await put(t.app, '/api/providers/census-cbp', { apiKey: '  ' }, a.tokens.accessToken);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/apiKey/);
    const missing = await put(t.app, '/api/providers/census-cbp', {}, a.tokens.accessToken);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/apiKey/);
    const unknown = await put(t.app, '/api/providers/nope', { apiKey: CENSUS_KEY }, a.tokens.accessToken);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Provider not found');
    const ok = await put(t.app, '/api/providers/dataforseo', { apiKey: DFS_KEY }, a.tokens.accessToken);
    expect(ok.status).toBe(200);
    expect(JSON.stringify(ok.body)).not.toContain('s3cret-pass');
  });

  it('needs a signed-in caller', async () => {
    expect((await get(t.app, '/api/providers')).status).toBe(401);
    expect((await get(t.app, '/api/providers/usage')).status).toBe(401);
    expect((await put(t.app, '/api/providers/census-cbp', { apiKey: CENSUS_KEY })).status).toBe(401);
    expect((await del(t.app, '/api/providers/census-cbp')).status).toBe(401);
    expect((await post(t.app, '/api/providers/census-cbp/refresh', { opportunityId: 'x' })).status).toBe(401);
  });
});

describe('key box', () => {
  it('seals with AES-256-GCM bound to its row, and refuses other secrets or rows', () => {
    const box = createKeyBox(new SealingKeys(sealingKey(Buffer.alloc(32, 's'))));
    const sealed = box.seal('my-key', 'team-1/census-cbp');
    expect(sealed).not.toContain('my-key');
    expect(box.open(sealed, 'team-1/census-cbp')).toBe('my-key');
    expect(box.open(sealed, 'team-2/census-cbp')).toBeNull();
    expect(
      createKeyBox(new SealingKeys(sealingKey(Buffer.alloc(32, 't')))).open(sealed, 'team-1/census-cbp'),
    ).toBeNull();
    expect(box.seal('my-key', 'team-1/census-cbp')).not.toBe(sealed); // fresh IV each time
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    expect(box.open(tampered, 'team-1/census-cbp')).toBeNull();
  });
});
