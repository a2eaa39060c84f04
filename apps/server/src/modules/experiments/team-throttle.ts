// Runs a task per team at most once every `everyMs`, never two at once for a team: the first poke
// schedules a run; pokes while it waits are covered by it; pokes while it runs schedule one more.

export function createTeamThrottle(everyMs: number, task: (teamId: string) => Promise<unknown>) {
  const waiting = new Map<string, NodeJS.Timeout>();
  const running = new Set<string>();
  const again = new Set<string>();
  const lastRun = new Map<string, number>();
  let stopped = false;

  function schedule(teamId: string) {
    const wait = Math.max(0, (lastRun.get(teamId) ?? 0) + everyMs - Date.now());
    const timer = setTimeout(() => {
      waiting.delete(teamId);
      running.add(teamId);
      lastRun.set(teamId, Date.now());
      void task(teamId).finally(() => {
        running.delete(teamId);
        if (again.delete(teamId) && !stopped) schedule(teamId);
      });
    }, wait);
    timer.unref();
    waiting.set(teamId, timer);
  }

  return {
    poke(teamId: string) {
      if (stopped || waiting.has(teamId)) return;
      if (running.has(teamId)) {
        again.add(teamId);
        return;
      }
      if (lastRun.size >= 10_000) lastRun.clear();
      schedule(teamId);
    },
    stop() {
      stopped = true;
      for (const t of waiting.values()) clearTimeout(t);
      waiting.clear();
    },
  };
}
