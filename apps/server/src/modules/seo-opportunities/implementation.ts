import type { ImplementationProgress, SeoOpportunityStatus } from '@sdp/shared';
import type { TeamActor } from '../../lib/actor';
import { emitAudit } from '../../lib/audit';
import type { ServiceDeps } from '../../lib/deps';
import { AppError, ConflictError, NotFoundError } from '../../lib/errors';
import type { SharedQueue } from '../jobs/index';
import type { PublishCause, SiteEdit, SiteEditsService } from '../sites/index';
import * as impls from './implementations.repository';
import * as repo from './opportunities.repository';
import { presentProgress, progressOf } from './present';

// Carrying out an opportunity (docs/seo-opportunities.md#implementation): a durable job (a pg-boss
// message on the jobs module's queue, or in this process without one) runs the steps in order.
// An automated edit is validated and staged under the implementation's id (the batch); 'deploy'
// builds a version with the batch (not live) and deploys it through the sites service, whose
// health check restores the previous version on failure. A manual step waits for the user.

export const IMPLEMENT_QUEUE = 'seo-opportunity-implementation';
const HEARTBEAT_MS = 10_000;
/** A running implementation whose worker has not beaten for this long is resumed. */
export const IMPLEMENTATION_STALE_MS = 60_000;

export interface ImplementationPorts {
  siteEdits: () => SiteEditsService | undefined;
  /** `cause`: told to site.published, so the causal engine records the change (docs/causal.md). */
  deploy: (actor: TeamActor, siteId: string, versionId: string, cause: PublishCause) => Promise<unknown>;
  queue: () => SharedQueue | undefined;
  progress: (teamId: string, p: ImplementationProgress, row: repo.SeoOpportunityRow) => void;
  implemented: (teamId: string, row: repo.SeoOpportunityRow) => void;
}

interface Message {
  implementationId: string;
}

class StepFailed extends Error {}

export function createImplementer(deps: ServiceDeps, ports: ImplementationPorts) {
  const { db, log } = deps;
  const running = new Set<Promise<void>>();
  let stopped = false;

  async function owned(actor: TeamActor, id: string) {
    const row = await repo.getOpportunity(db, actor.teamId, id);
    if (!row) throw new NotFoundError('Opportunity');
    return row;
  }

  async function progressOfOpp(teamId: string, id: string): Promise<ImplementationProgress> {
    const row = await repo.getOpportunity(db, teamId, id);
    if (!row) throw new NotFoundError('Opportunity');
    const [steps, impl] = await Promise.all([
      repo.stepsOf(db, teamId, [id]),
      impls.currentOf(db, teamId, id),
    ]);
    return presentProgress(id, row.status, steps, impl);
  }

  async function push(teamId: string, opportunityId: string) {
    try {
      const row = await repo.getOpportunity(db, teamId, opportunityId);
      if (row) ports.progress(teamId, await progressOfOpp(teamId, opportunityId), row);
    } catch (err) {
      log.warn({ err, opportunityId }, 'seo opportunities: progress push failed');
    }
  }

  const setOpp = (
    teamId: string,
    id: string,
    status: SeoOpportunityStatus,
    extra: repo.OpportunityPatch = {},
  ) => repo.updateOpportunity(db, teamId, id, { status, ...extra });

  async function discard(actor: TeamActor, opp: repo.SeoOpportunityRow, batchId: string) {
    const edits = ports.siteEdits();
    if (!opp.siteId || !edits) return;
    await edits
      .discard(actor, opp.siteId, batchId)
      .catch((err) => log.warn({ err, batchId }, 'seo opportunities: discard failed'));
  }

  /** The page paths an implementation's edits touch; empty when one of them is site-wide. */
  async function pathsOf(opp: repo.SeoOpportunityRow): Promise<string[]> {
    const steps = await repo.stepsOf(db, opp.teamId, [opp.id]);
    const list = steps.flatMap((s) => ((s.params as { edits?: SiteEdit[] }).edits ?? []).filter(Boolean));
    if (list.some((e) => !('path' in e) || !e.path)) return [];
    return [...new Set(list.map((e) => ('path' in e ? e.path : '')))];
  }

  /** Runs one automated step; its result, or StepFailed with the reason. */
  async function runStep(
    actor: TeamActor,
    opp: repo.SeoOpportunityRow,
    impl: impls.OpportunityImplementationRow,
    step: repo.OpportunityStepRow,
  ): Promise<Record<string, unknown>> {
    const edits = ports.siteEdits();
    if (!opp.siteId)
      throw new StepFailed('This website is not hosted here: do this step by hand and mark it done');
    if (!edits) throw new StepFailed('Site edits are not available on this server');
    if (step.action === 'deploy') {
      const built = await edits.build(actor, opp.siteId, impl.id);
      await impls.update(db, impl.id, { newVersionId: built.versionId });
      await ports.deploy(actor, opp.siteId, built.versionId, {
        kind: 'opportunity',
        label: opp.title,
        refId: impl.id,
        paths: await pathsOf(opp),
      });
      await edits.markApplied(actor, opp.siteId, impl.id);
      return { versionId: built.versionId, versionNumber: built.versionNumber, changes: built.changes };
    }
    const list = ((step.params as { edits?: SiteEdit[] }).edits ?? []).filter(Boolean);
    if (list.length === 0) throw new StepFailed('This step has no edit to make');
    const changed: { path: string; summary: string }[] = [];
    for (const edit of list) {
      const refusal = await edits.validate(actor, opp.siteId, edit);
      if (refusal) throw new StepFailed(`${'path' in edit ? `${edit.path}: ` : ''}${refusal}`);
      const { summary } = await edits.stage(actor, opp.siteId, impl.id, edit);
      changed.push({ path: 'path' in edit ? edit.path : '', summary });
    }
    return { staged: changed };
  }

  /** Runs the steps of a claimed implementation until done, failed, paused or a manual step. */
  async function run(implementationId: string): Promise<void> {
    const claimed = await impls.claim(db, implementationId, new Date(Date.now() - IMPLEMENTATION_STALE_MS));
    if (!claimed) return;
    const teamId = claimed.teamId;
    const beat = setInterval(() => {
      impls
        .beat(db, implementationId)
        .catch((err) => log.warn({ err }, 'seo opportunities: heartbeat failed'));
    }, HEARTBEAT_MS);
    beat.unref();
    let waitingOn: string | null = null;
    try {
      for (;;) {
        if (stopped) return;
        const impl = await impls.byId(db, implementationId);
        if (impl?.status !== 'running') return; // paused or cancelled between steps
        const opp = await repo.getOpportunity(db, teamId, impl.opportunityId);
        if (!opp) return;
        const actor: TeamActor = { teamId, userId: impl.userId ?? opp.createdBy ?? '' };
        const steps = await repo.stepsOf(db, teamId, [opp.id]);
        const next = steps.find((s) => s.status === 'pending' || s.status === 'running');
        if (!next) {
          const now = new Date();
          // The opportunity first: a reader that sees the implementation finished sees it too.
          const done = await setOpp(teamId, opp.id, 'implemented', { implementedAt: now });
          await impls.update(db, impl.id, {
            status: 'completed',
            progress: 100,
            currentStepId: null,
            finishedAt: now,
          });
          if (done) {
            ports.implemented(teamId, done);
            if (!done.demo)
              emitAudit(deps, {
                kind: 'seo_opportunity.implemented',
                teamId,
                userId: impl.userId,
                summary: `Implemented the SEO opportunity "${done.title}"`,
                target: { type: 'seo_opportunity', id: done.id },
              });
          }
          await push(teamId, opp.id);
          return;
        }
        await impls.update(db, impl.id, { currentStepId: next.id, progress: progressOf(steps) });
        if (!next.automated || !opp.siteId) {
          waitingOn = next.id;
          await push(teamId, opp.id); // waits for the user (complete or skip)
          return;
        }
        await impls.updateStep(db, teamId, next.id, {
          status: 'running',
          startedAt: new Date(),
          reason: null,
        });
        await push(teamId, opp.id);
        try {
          const result = await runStep(actor, opp, impl, next);
          await impls.updateStep(db, teamId, next.id, {
            status: 'completed',
            result,
            finishedAt: new Date(),
          });
        } catch (err) {
          const reason =
            err instanceof StepFailed || err instanceof AppError
              ? err.message
              : 'The step failed unexpectedly; the live site is unchanged';
          if (!(err instanceof StepFailed))
            log.error({ err, implementationId }, 'seo opportunities: step failed');
          const now = new Date();
          await impls.updateStep(db, teamId, next.id, { status: 'failed', reason, finishedAt: now });
          await setOpp(teamId, opp.id, 'failed');
          await impls.update(db, impl.id, { status: 'failed', error: reason, finishedAt: now });
          await discard(actor, opp, impl.id);
          await push(teamId, opp.id);
          return;
        }
        const after = await impls.byId(db, implementationId);
        if (after?.status === 'cancelled') await discard(actor, opp, impl.id); // staged after the cancel
        await push(teamId, opp.id);
      }
    } finally {
      clearInterval(beat);
      await impls.release(db, implementationId).catch(() => {});
      // The user settled the step while this worker was letting go: their run could not claim it.
      if (waitingOn && !stopped) {
        const steps = await repo.stepsOf(db, teamId, [claimed.opportunityId]).catch(() => []);
        if (steps.find((s) => s.id === waitingOn)?.status !== 'pending') await enqueue(implementationId);
      }
    }
  }

  function inProcess(id: string) {
    const p = run(id).catch((err) => log.error({ err, id }, 'seo opportunities: run failed'));
    running.add(p);
    void p.finally(() => running.delete(p));
  }

  async function enqueue(id: string) {
    const sent = await ports
      .queue()
      ?.send<Message>(IMPLEMENT_QUEUE, { implementationId: id })
      .catch((err) => {
        log.warn({ err, id }, 'seo opportunities: queue send failed; running here');
        return false;
      });
    if (!sent && !stopped) inProcess(id);
  }

  /** The current implementation, which must be in one of `states`. */
  async function current(
    actor: TeamActor,
    id: string,
    states: impls.OpportunityImplementationRow['status'][],
    verb: 'pause' | 'resume' | 'cancel' | 'complete' | 'skip',
  ) {
    const opp = await owned(actor, id);
    const impl = await impls.currentOf(db, actor.teamId, id);
    if (!impl || !states.includes(impl.status))
      throw new ConflictError(
        impl
          ? `This implementation is ${impl.status}; there is nothing to ${verb}${verb === 'complete' || verb === 'skip' ? ' (implement the opportunity first)' : ''}`
          : `This opportunity is not being implemented; there is nothing to ${verb}`,
        'implementation_state',
      );
    return { opp, impl };
  }

  return {
    progress: (actor: TeamActor, id: string) => owned(actor, id).then(() => progressOfOpp(actor.teamId, id)),

    async implement(actor: TeamActor, id: string): Promise<ImplementationProgress> {
      const opp = await owned(actor, id);
      if (opp.status === 'implementing')
        throw new ConflictError('This opportunity is already being implemented', 'opportunity_state');
      if (opp.status === 'paused')
        throw new ConflictError('This implementation is paused; resume it instead', 'opportunity_state');
      if (opp.status === 'implemented')
        throw new ConflictError('This opportunity is already implemented', 'opportunity_state');
      if (opp.status === 'dismissed')
        throw new ConflictError('This opportunity is dismissed; reopen it first', 'opportunity_state');
      const steps = await repo.stepsOf(db, actor.teamId, [id]);
      if (steps.length === 0)
        throw new ConflictError(
          'This opportunity has no steps to carry out; add steps or mark it done',
          'no_steps',
        );
      const base = opp.siteId ? await impls.liveVersionOf(db, actor.teamId, opp.siteId) : null;
      const impl = await impls.start(
        db,
        { teamId: actor.teamId, opportunityId: id, userId: actor.userId, baseVersionId: base },
        ['open', 'failed', 'cancelled'],
      );
      if (!impl)
        throw new ConflictError(
          'This opportunity changed meanwhile; reload it and try again',
          'opportunity_state',
        );
      await push(actor.teamId, id);
      await enqueue(impl.id);
      return progressOfOpp(actor.teamId, id);
    },

    async pause(actor: TeamActor, id: string) {
      const { impl } = await current(actor, id, ['running'], 'pause');
      if (await impls.update(db, impl.id, { status: 'paused' }, ['running']))
        await setOpp(actor.teamId, id, 'paused');
      await push(actor.teamId, id);
      return progressOfOpp(actor.teamId, id);
    },

    async resume(actor: TeamActor, id: string) {
      const { impl } = await current(actor, id, ['paused'], 'resume');
      if (await impls.update(db, impl.id, { status: 'running' }, ['paused'])) {
        await setOpp(actor.teamId, id, 'implementing');
        await enqueue(impl.id);
      }
      await push(actor.teamId, id);
      return progressOfOpp(actor.teamId, id);
    },

    /** Stops it (a running step finishes), discards its staged edits; the opportunity is open again. */
    async cancel(actor: TeamActor, id: string) {
      const { opp, impl } = await current(actor, id, ['running', 'paused'], 'cancel');
      const done = await impls.update(
        db,
        impl.id,
        { status: 'cancelled', finishedAt: new Date(), currentStepId: null },
        ['running', 'paused'],
      );
      if (done) {
        await setOpp(actor.teamId, id, 'open');
        await discard(actor, opp, impl.id);
      }
      await push(actor.teamId, id);
      return progressOfOpp(actor.teamId, id);
    },

    async completeStep(actor: TeamActor, id: string, stepId: string, note?: string) {
      return settleStep(actor, id, stepId, 'completed', note ?? null);
    },

    async skipStep(actor: TeamActor, id: string, stepId: string, reason: string) {
      return settleStep(actor, id, stepId, 'skipped', reason);
    },

    async startWorker() {
      const queue = ports.queue();
      if (queue)
        await queue.work<Message>(IMPLEMENT_QUEUE, ({ implementationId }) => run(implementationId), {
          concurrency: 2,
        });
      for (const id of await impls.stale(db, new Date(Date.now() - IMPLEMENTATION_STALE_MS)))
        await enqueue(id);
    },

    /** Waits for the runs of this process (tests; shutdown). */
    async idle() {
      while (running.size) await Promise.allSettled([...running]);
    },

    async stop() {
      stopped = true;
      await Promise.allSettled([...running]);
    },
  };

  /** A person did (or skips) a step: recorded, and the run goes on from the next one. */
  async function settleStep(
    actor: TeamActor,
    id: string,
    stepId: string,
    status: 'completed' | 'skipped',
    text: string | null,
  ) {
    const { impl } = await current(
      actor,
      id,
      ['running', 'paused'],
      status === 'completed' ? 'complete' : 'skip',
    );
    const steps = await repo.stepsOf(db, actor.teamId, [id]);
    const step = steps.find((s) => s.id === stepId);
    if (!step) throw new NotFoundError('Step');
    if (step.status === 'running')
      throw new ConflictError('This step is running; wait for it to finish', 'step_running');
    if (step.status !== 'pending')
      throw new ConflictError(`This step is already ${step.status}`, 'step_state');
    await impls.updateStep(db, actor.teamId, stepId, {
      status,
      reason: text,
      result: status === 'completed' ? { by: 'user', ...(text ? { note: text } : {}) } : null,
      finishedAt: new Date(),
    });
    if (impl.status === 'running') await enqueue(impl.id);
    else
      await impls.update(db, impl.id, { progress: progressOf(await repo.stepsOf(db, actor.teamId, [id])) });
    await push(actor.teamId, id);
    return progressOfOpp(actor.teamId, id);
  }
}

export type Implementer = ReturnType<typeof createImplementer>;
