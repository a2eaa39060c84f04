import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoContext } from '../src/modules/demo/demo.context';
import { markerHandle } from '../src/modules/demo/demo.marker-handle';
import * as repo from '../src/modules/demo/demo.repository';
import { createTestApp, type TestApp } from './helpers';

// The demo run's heartbeat tells the other processes that its process is alive. It beats on a
// timer, so a step slower than the stale limit (a site build on a busy machine, an LLM writer) is
// not mistaken for a dead process and taken over mid-step.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let t: TestApp;
let db: DemoContext['db'];
beforeAll(async () => {
  t = await createTestApp();
  db = t.app.db as unknown as DemoContext['db'];
});
afterAll(async () => t?.close());

function marker(teamId: string, heartbeatAt: string): repo.DemoMarker {
  return {
    runId: 'run-1',
    teamId,
    userId: 'u',
    status: 'loading',
    startedAt: heartbeatAt,
    readyAt: null,
    phase: null,
    markets: [],
    siteIds: {},
    renterIds: {},
    keywordsAdded: false,
    trafficStartedAt: null,
    burstUntil: null,
    trafficUntil: null,
    trafficDone: false,
    error: null,
    owner: 'me',
    heartbeatAt,
  } as repo.DemoMarker;
}

function context(closed: () => boolean): DemoContext {
  return {
    db,
    owner: 'me',
    timing: { heartbeatMs: 100, staleMs: 400 },
    isClosed: closed,
  } as unknown as DemoContext;
}

describe('demo run heartbeat', () => {
  it('beats while a step is slow, stops beating when the run ends, and never beats a lost marker', async () => {
    const teamId = `team-hb-${Date.now()}`;
    const m = marker(teamId, new Date().toISOString());
    expect(await repo.insertMarker(db, m)).toBe(true);
    const first = (await repo.readMarker(db, teamId))!;
    const h = markerHandle(
      context(() => false),
      teamId,
      'run-1',
      first,
      new AbortController().signal,
    );

    const stop = h.pulse();
    const slowStepStart = Date.now();
    await sleep(900); // a slow step: no write of its own for more than twice the stale limit
    const during = (await repo.readMarker(db, teamId))!.marker;
    // It beat during the step (on a busy machine a timer may fire late, so no bound on how recently).
    expect(Date.parse(during.heartbeatAt)).toBeGreaterThanOrEqual(slowStepStart);
    expect(during.owner).toBe('me');

    stop();
    await sleep(300);
    const after = (await repo.readMarker(db, teamId))!.marker.heartbeatAt;
    await sleep(400);
    expect((await repo.readMarker(db, teamId))!.marker.heartbeatAt).toBe(after);

    // Another process took the run: the pulse leaves its marker alone.
    const taken = (await repo.readMarker(db, teamId))!;
    const theirs = { ...taken.marker, owner: 'them', heartbeatAt: new Date(0).toISOString() };
    expect(await repo.swapMarker(db, teamId, taken.raw, theirs)).not.toBeNull();
    const stop2 = h.pulse();
    await sleep(500);
    stop2();
    const now = (await repo.readMarker(db, teamId))!.marker;
    expect(now.owner).toBe('them');
    expect(now.heartbeatAt).toBe(new Date(0).toISOString());
  });
});
