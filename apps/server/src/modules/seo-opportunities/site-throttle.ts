// Runs a task per site at most once every `everyMs`, never two at once for a site; errors are the
// task's to log.

export interface SiteKey {
  teamId: string;
  siteId: string;
}

export function createSiteThrottle(everyMs: number, task: (key: SiteKey) => Promise<unknown>) {
  const waiting = new Map<string, NodeJS.Timeout>();
  const lastRun = new Map<string, number>();
  let stopped = false;
  return {
    poke(key: SiteKey) {
      const id = `${key.teamId}:${key.siteId}`;
      if (stopped || waiting.has(id)) return;
      const wait = Math.max(0, (lastRun.get(id) ?? 0) + everyMs - Date.now());
      const timer = setTimeout(() => {
        waiting.delete(id);
        if (lastRun.size >= 10_000) lastRun.clear();
        lastRun.set(id, Date.now());
        void task(key).catch(() => {});
      }, wait);
      timer.unref();
      waiting.set(id, timer);
    },
    stop() {
      stopped = true;
      for (const t of waiting.values()) clearTimeout(t);
      waiting.clear();
    },
  };
}
