import {
  type CompleteOnboardingRequest,
  type MarketFocus,
  type OnboardingStatus,
  type UpdateMarketFocusRequest,
  updateMarketFocusRequestSchema,
} from '@sdp/shared';
import { STATE_BY_CODE } from '../../data/states';
import { VERTICAL_BY_SLUG } from '../../data/verticals';
import type { Actor } from '../../lib/actor';
import type { ServiceDeps } from '../../lib/deps';
import { ValidationError } from '../../lib/errors';
import * as repo from './onboarding.repository';

// The team's market focus (docs/product/api.md, Onboarding). Any member may set it: it only
// chooses where discovery opens, never what anyone may see or do.

const toFocus = (row: Awaited<ReturnType<typeof repo.marketFocus>>): MarketFocus => ({
  verticals: row?.verticals ?? [],
  state: row?.state ?? null,
  updatedAt: row?.updatedAt?.toISOString() ?? null,
});

export function createOnboardingService(deps: Pick<ServiceDeps, 'db' | 'events' | 'log'>) {
  const { db } = deps;

  async function status(actor: Actor): Promise<OnboardingStatus> {
    const [at, hasSites] = await Promise.all([
      repo.onboardedAt(db, actor.userId),
      repo.teamHasSites(db, actor.teamId),
    ]);
    return { completed: at !== null, teamHasSites: hasSites };
  }

  return {
    /** Whether the user finished or skipped onboarding (docs/onboarding.md "Shown once"). */
    status,

    /** Finished or skipped: either way it is done, once (a second call keeps the first date). */
    async complete(actor: Actor, body: CompleteOnboardingRequest): Promise<OnboardingStatus> {
      const before = await repo.onboardedAt(db, actor.userId);
      await repo.markOnboarded(db, actor.userId);
      if (!before)
        deps.events
          .emit('audit', {
            kind: body.skipped ? 'account.onboarding_skipped' : 'account.onboarding_completed',
            teamId: null,
            userId: actor.userId,
            summary: body.skipped ? 'Skipped the setup' : 'Finished the setup',
          })
          .catch((err) => deps.log.warn({ err }, 'audit event failed'));
      return status(actor);
    },

    async focus(actor: Actor): Promise<MarketFocus> {
      return toFocus(await repo.marketFocus(db, actor.teamId));
    },

    async updateFocus(actor: Actor, raw: UpdateMarketFocusRequest): Promise<MarketFocus> {
      const parsed = updateMarketFocusRequestSchema.safeParse(raw);
      if (!parsed.success)
        throw new ValidationError(
          parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '),
          parsed.error.issues,
        );
      const verticals = [...new Set(parsed.data.verticals.map((v) => v.toLowerCase()))];
      const unknown = verticals.filter((v) => !VERTICAL_BY_SLUG.has(v));
      if (unknown.length > 0)
        throw new ValidationError(
          `verticals: unknown vertical ${unknown.map((v) => `'${v.slice(0, 80)}'`).join(', ')}`,
        );
      const { state } = parsed.data;
      if (state !== null && !STATE_BY_CODE.has(state))
        throw new ValidationError(`state: '${state}' is not a US state code`);
      return toFocus(await repo.saveMarketFocus(db, actor.teamId, actor.userId, { verticals, state }));
    },
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
