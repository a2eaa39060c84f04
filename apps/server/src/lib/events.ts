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
  /**
   * Something for the activity log (docs/activity.md): sign-ins, security changes,
   * deploys, renter, lead and team changes. The activity module stores it; emitters never wait on it
   * for their own result.
   */
  audit: AuditEvent;
  /**
   * A hosted site's version went live (a deploy or a rollback that passed its health check). The
   * projects module crawls and audits it (docs/crawler.md#hosted-sites). Emitters do not wait.
   */
  'site.published': {
    teamId: string;
    siteId: string;
    versionId: string;
    userId: string | null;
    demo: boolean;
    /**
     * Why it went live, for the causal engine's interventions (docs/causal.md): a plain deploy when
     * absent; a rollback; an implemented SEO opportunity; a page from the content generator.
     */
    cause?: {
      kind: 'deploy' | 'rollback' | 'opportunity' | 'content';
      label?: string;
      refId?: string;
      /** Page paths it changed; absent = the whole site. */
      paths?: string[];
    };
  };
  /**
   * A crawl and its audit finished (docs/audit.md). The SEO opportunities module derives the
   * project's opportunities from it. Emitters do not wait.
   */
  'crawl.completed': {
    teamId: string;
    projectId: string;
    crawlId: string;
    siteId: string | null;
    demo: boolean;
  };
  /**
   * A platform admin did something (docs/admin.md): the admin module stores it in the admin audit
   * log. Emitted by whichever module carried out the act (a user disabled, a plan set, an invoice
   * marked paid, a job retried). Emitters do not wait.
   */
  'admin.act': {
    actorId: string;
    /** e.g. 'user.disable', 'team.plan', 'invoice.mark-paid', 'job.retry'. */
    action: string;
    targetType: string;
    targetId: string | null;
    details?: Record<string, unknown>;
    ip?: string | null;
  };
  /**
   * An invoice was paid (docs/billing.md): by hand (an admin marked it) or through Stripe. The
   * billing module activates or renews the subscription it was for. Emitters do not wait.
   */
  'invoice.paid': {
    teamId: string;
    invoiceId: string;
    planId: string | null;
    periodStart: Date | null;
    periodEnd: Date | null;
    provider: 'manual' | 'stripe';
  };
}

/** One entry of the activity log, as emitted. */
export interface AuditEvent {
  /** e.g. 'auth.sign_in', 'security.password_changed', 'site.deployed', 'team.member_removed'. */
  kind: string;
  /** The team it happened in; null for account events. */
  teamId: string | null;
  /** Who did it; null for the system or an outsider (a visitor's form, a renter's webhook). */
  userId: string | null;
  /** Whose account it concerns (account events; a removed member). */
  subjectUserId?: string | null;
  summary: string;
  target?: { type: string; id: string } | null;
  ip?: string | null;
  userAgent?: string | null;
}

type Listener<E extends keyof DomainEvents> = (payload: DomainEvents[E]) => void | Promise<void>;

export class EventBus {
  private readonly listeners: { [E in keyof DomainEvents]: Listener<E>[] } = {
    'team.activity': [],
    audit: [],
    'site.published': [],
    'crawl.completed': [],
    'admin.act': [],
    'invoice.paid': [],
  };

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
