// Whether a session (sid) is still active, cached for at most 30 s so access-token checks need no
// database read per request. Revocations made by this process clear the entry at once and are told
// to the listeners (the realtime hub: it drops the session's connections and, with several processes
// on one PostgreSQL, tells the others, which mark it here through revokedElsewhere).

const TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

export class SessionCache {
  private entries = new Map<string, { active: boolean; until: number }>();
  private listeners: Array<(sids: string[]) => void> = [];

  /** Called with the sids of every revocation this process makes. */
  onRevoke(listener: (sids: string[]) => void): void {
    this.listeners.push(listener);
  }

  get(sid: string): boolean | undefined {
    const hit = this.entries.get(sid);
    if (!hit) return undefined;
    if (hit.until < Date.now()) {
      this.entries.delete(sid);
      return undefined;
    }
    return hit.active;
  }

  set(sid: string, active: boolean, expiresAt?: Date): void {
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const until = Math.min(Date.now() + TTL_MS, expiresAt ? expiresAt.getTime() : Number.POSITIVE_INFINITY);
    this.entries.set(sid, { active, until });
  }

  revoke(...sids: string[]): void {
    for (const sid of sids) this.set(sid, false);
    if (sids.length === 0) return;
    for (const listener of this.listeners) listener(sids);
  }

  /** A revocation another process made: cached as ended here, not told again. */
  revokedElsewhere(sid: string): void {
    this.set(sid, false);
  }

  clear(): void {
    this.entries.clear();
  }
}
