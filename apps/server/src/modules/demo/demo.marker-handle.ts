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
  return {
    get m() {
      return current.marker;
    },
    async write(change: (m: DemoMarker) => void) {
      if (signal.aborted || ctx.isClosed()) throw new Stopped();
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
    },
    async beat() {
      if (Date.now() - lastBeat >= timing.heartbeatMs) await this.write(() => {});
    },
  };
}
