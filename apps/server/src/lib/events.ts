/**
 * In-process domain events: how a module tells others that something happened without requiring
 * them (the analytics module recomputes milestones when leads, deploys or positions change; leads
 * and sites do not depend on analytics). One bus per app, in ServiceDeps.
 */
export interface DomainEvents {
  /**
   * A team's sites, leads, events or positions changed. `now`: the emitter waits until every
   * listener is done (a deploy went live); `soon`: listeners may batch (beacon events, deliveries).
   */
  'team.activity': { teamId: string; siteId?: string | null; when: 'now' | 'soon' };
}

type Listener<E extends keyof DomainEvents> = (payload: DomainEvents[E]) => void | Promise<void>;

export class EventBus {
  private readonly listeners: { [E in keyof DomainEvents]: Listener<E>[] } = { 'team.activity': [] };

  /** Listens until the returned function is called. */
  on<E extends keyof DomainEvents>(event: E, listener: Listener<E>): () => void {
    const list: Listener<E>[] = this.listeners[event];
    list.push(listener);
    return () => {
      const i = list.indexOf(listener);
      if (i >= 0) list.splice(i, 1);
    };
  }

  /** Calls every listener in turn and resolves when all are done; a listener's error rejects. */
  async emit<E extends keyof DomainEvents>(event: E, payload: DomainEvents[E]): Promise<void> {
    for (const listener of [...this.listeners[event]]) await listener(payload);
  }
}
