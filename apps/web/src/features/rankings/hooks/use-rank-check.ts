import type { RankCheckState } from '@sdp/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useRealtimeEvent } from '@/lib/realtime';
import { getRankCheck, rankCheckQueryOptions, useStartRankCheck } from '../api/check-rankings';
import { rankingsKeys } from '../api/keys';

/** Without a pushed event for this long while a check runs, its state is read again. */
export const RANK_CHECK_POLL_MS = 4000;

/**
 * The site's background ranking check: the state read on mount (a reloaded page picks up a running
 * check), advanced by the pushed rankings:check-progress / rankings:check-completed events, read again
 * every few seconds while running when no event arrives. When a check ends the keyword list is read
 * again. `watched` is a check started or seen running here: its outcome is worth showing.
 */
export function useRankCheck(websiteId: string) {
  const qc = useQueryClient();
  const key = rankingsKeys.check(websiteId);
  const query = useQuery({
    ...rankCheckQueryOptions(websiteId),
    // A read that left the server before the latest pushed event must not move the bar back.
    queryFn: async ({ signal }) => {
      const read = await getRankCheck(websiteId, signal);
      const known = qc.getQueryData<RankCheckState | null>(key);
      if (read?.status !== 'running' || known?.checkId !== read.checkId) return read;
      if (known.status !== 'running') return known;
      return { ...read, done: Math.max(read.done, known.done), failed: Math.max(read.failed, known.failed) };
    },
    enabled: !!websiteId,
  });
  const start = useStartRankCheck();
  const state = query.isError ? null : (query.data ?? null);
  const running = state?.status === 'running';
  const [watched, setWatched] = useState<string | null>(null);

  const patch = (checkId: string, change: (prev: RankCheckState | null) => Partial<RankCheckState>) =>
    qc.setQueryData<RankCheckState | null>(key, (prev) => {
      const base: RankCheckState =
        prev?.checkId === checkId
          ? prev
          : {
              checkId,
              status: 'running',
              done: 0,
              total: 0,
              failed: 0,
              error: null,
              startedAt: new Date().toISOString(),
              finishedAt: null,
            };
      return { ...base, ...change(prev?.checkId === checkId ? prev : null) };
    });

  useRealtimeEvent('rankings:check-progress', (p) => {
    if (p.siteId !== websiteId) return;
    const current = qc.getQueryData<RankCheckState | null>(key);
    if (current?.checkId === p.checkId && current.status !== 'running') return; // a late event
    patch(p.checkId, (prev) => ({
      status: 'running',
      // events may arrive out of order: counts only grow
      done: Math.max(p.done, prev?.done ?? 0),
      failed: Math.max(p.failed, prev?.failed ?? 0),
      total: p.total,
    }));
  });
  useRealtimeEvent('rankings:check-completed', (p) => {
    if (p.siteId !== websiteId) return;
    patch(p.checkId, (prev) => ({
      status: p.error ? 'failed' : 'completed',
      done: p.checked + p.failed,
      total: Math.max(prev?.total ?? 0, p.checked + p.failed),
      failed: p.failed,
      error: p.error ?? null,
      finishedAt: new Date().toISOString(),
    }));
  });

  // Fallback: while running, read the state again when no event came for a while.
  // (dataUpdatedAt moves with every event and every read.)
  const updatedAt = query.dataUpdatedAt;
  const { refetch } = query;
  useEffect(() => {
    if (!running) return;
    const wait = Math.max(0, updatedAt + RANK_CHECK_POLL_MS - Date.now());
    const timer = setTimeout(() => void refetch(), wait);
    return () => clearTimeout(timer);
  }, [running, updatedAt, refetch]);

  // A check seen running here is watched; when it ends, the keyword list is read again.
  const last = useRef<{ checkId: string; status: string } | null>(null);
  useEffect(() => {
    if (!state) return;
    const before = last.current;
    last.current = { checkId: state.checkId, status: state.status };
    if (state.status === 'running') {
      setWatched(state.checkId);
      return;
    }
    if (before && before.checkId === state.checkId && before.status === 'running') {
      void qc.invalidateQueries({ queryKey: rankingsKeys.tracked(websiteId) });
    }
  }, [state, qc, websiteId]);

  return {
    state,
    running,
    /** The check's outcome is shown only for a check started or seen running on this page. */
    watched: !!state && state.checkId === watched,
    start: () => start.mutate(websiteId, { onSuccess: (s) => setWatched(s.checkId) }),
    starting: start.isPending,
    startError: start.isError ? start.error : null,
  };
}
