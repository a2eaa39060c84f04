import type { DemoContext } from './demo.context';
import { Stopped } from './demo.context';
import type { DemoMarker } from './demo.repository';
import * as repo from './demo.repository';

export interface StoredMarker {
  marker: DemoMarker;
  raw: string;
}

export type MarkerHandle = ReturnType<typeof markerHandle>;

/** A handle on the run's marker: every write is a compare-and-set; losing it stops the run. */
export function markerHandle(
  ctx: DemoContext,
  teamId: string,
  runId: string,
  first: StoredMarker,
  signal: AbortSignal,
) {
  const { db, owner, timing } = ctx;
  let current = first;
  let lastBeat = Date.now();
  let writing = 0;
  async function swap(change: (m: DemoMarker) => void) {
    for (let attempt = 0; attempt < 3; attempt++) {
      const next = structuredClone(current.marker);
      change(next);
      next.heartbeatAt = new Date().toISOString();
      next.owner = owner;
      const raw = await repo.swapMarker(db, teamId, current.raw, next);
      if (raw) {
        current = { marker: next, raw };
        lastBeat = Date.now();
        return;
      }
      const fresh = await repo.readMarker(db, teamId);
      if (
        !fresh ||
        fresh.marker.runId !== runId ||
        fresh.marker.status === 'removing' ||
        fresh.marker.owner !== owner
      )
        throw new Stopped();
      current = fresh;
    }
    throw new Stopped();
  }

  return {
    get m() {
      return current.marker;
    },
    async write(change: (m: DemoMarker) => void) {
      if (signal.aborted || ctx.isClosed()) throw new Stopped();
      writing++;
      try {
        await swap(change);
      } finally {
        writing--;
      }
    },
    async beat() {
      if (writing === 0 && Date.now() - lastBeat >= timing.heartbeatMs) await this.write(() => {});
    },
    /**
     * Beats on a timer while the run works, so a slow step (a site build, an LLM writer) never
     * looks like a dead process to the others; the heartbeat tells the process is alive, not
     * that the run moved. Returns the stop.
     */
    pulse(): () => void {
      const timer = setInterval(() => {
        this.beat().catch(() => {}); // lost the marker: the run's next write stops it
      }, timing.heartbeatMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
