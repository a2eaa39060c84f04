import type { Opportunity } from '@sdp/shared';
import type { Actor, TeamActor } from '../../lib/actor';
import type { ServiceDeps } from '../../lib/deps';
import { AppError, NotFoundError, ValidationError } from '../../lib/errors';
import { createKeyBox } from '../../lib/key-box';
import { authorize } from '../../policies/index';
import type { Meter, MeterScope } from '../metering/index';
import type { ProviderResult } from './provider.types';
import {
  type DataProvider,
  LLM_PROVIDER_ID,
  type MarketTarget,
  ProviderCallError,
  type ProviderMeasurement,
  type SerpQuery,
  type SerpResult,
} from './provider.types';
import * as repo from './providers.repository';
import type { ProviderRegistry } from './registry';

/** What the providers module needs from market discovery (implemented by the discovery service). */
const KEYS_FORBIDDEN = 'Only team owners and admins manage provider keys';

export interface MarketAccess {
  /** The market behind an opportunity id, or null when there is no such market. */
  target(opportunityId: string): Promise<MarketTarget | null>;
  /** Stores measurements for the caller's team; the market then uses them instead of estimates. */
  recordMeasurements(
    scope: TeamActor,
    opportunityId: string,
    providerId: string,
    measurements: ProviderMeasurement[],
  ): Promise<void>;
  /** The opportunity as the caller sees it now. */
  opportunity(scope: TeamActor, opportunityId: string): Promise<Opportunity>;
}

export interface ProviderServiceOptions {
  registry: ProviderRegistry;
  meter: Meter;
  market: MarketAccess;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export type ProviderService = ReturnType<typeof createProviderService>;

/** Provider keys (per team, sealed at rest), metered provider calls, and the meter's figures. */
export function createProviderService({ db, config, log }: ServiceDeps, options: ProviderServiceOptions) {
  const { registry, meter, market } = options;
  const box = createKeyBox(config.sealing);
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 20_000;
  const sealContext = (teamId: string, providerId: string) => `${teamId}/${providerId}`;

  function provider(id: string): DataProvider {
    const p = registry.get(id);
    if (!p) throw new NotFoundError('Provider');
    return p;
  }

  function present(p: DataProvider, configured: boolean, updatedAt: Date | null = null) {
    return {
      id: p.id,
      name: p.name,
      kind: p.kind,
      /** What else the same key does (DataForSEO: rank tracking through its SERP API). */
      alsoKinds: p.serp && p.kind !== 'serp' ? ['serp' as const] : [],
      configured,
      costPerCall: p.costPerCall,
      docsUrl: p.docsUrl,
      keyHint: p.keyHint,
      updatedAt: updatedAt ? updatedAt.toISOString() : null,
    };
  }

  function requireManager(actor: Actor) {
    authorize(actor, 'manage-provider-keys', { type: 'team', teamId: actor.teamId }, KEYS_FORBIDDEN);
  }

  /** The team's key of a provider, opened; null when none is stored. */
  async function openKey(teamId: string, p: Pick<DataProvider, 'id' | 'name'>): Promise<string | null> {
    const sealed = await repo.findCredential(db, teamId, p.id);
    if (!sealed) return null;
    const apiKey = box.open(sealed.keyCiphertext, sealContext(teamId, p.id));
    if (apiKey === null) {
      throw new ValidationError(
        `The stored ${p.name} key can no longer be read (the server secret changed): save the key again`,
        undefined,
        'provider_key_unreadable',
      );
    }
    return apiKey;
  }

  const serpCapable = () => registry.list().filter((p) => p.serp);
  /** Names of metered services that are not data providers, for the usage panel. */
  const otherNames = new Map<string, string>([[LLM_PROVIDER_ID, 'LLM writer']]);

  return {
    registry,

    /** Providers with a SERP capability the team holds a key for, in registry order. */
    async serpProviders(teamId: string): Promise<DataProvider[]> {
      const keys = new Set((await repo.listCredentials(db, teamId)).map((k) => k.providerId));
      return serpCapable().filter((p) => keys.has(p.id));
    },

    /** Teams holding a key of a SERP-capable provider. */
    serpTeams: () =>
      repo.teamsWithCredentials(
        db,
        serpCapable().map((p) => p.id),
      ),

    /**
     * One organic search for the team through its first configured SERP provider, metered (the
     * answer's cost). 400 `serp_not_configured` without a key; 502 `provider_error` when it fails.
     */
    async serp(scope: MeterScope, query: SerpQuery): Promise<SerpResult & { providerId: string }> {
      let chosen: { p: DataProvider; apiKey: string } | null = null;
      for (const p of serpCapable()) {
        const apiKey = await openKey(scope.teamId, p);
        if (apiKey) {
          chosen = { p, apiKey };
          break;
        }
      }
      if (!chosen) {
        throw new ValidationError(
          'No rank-tracking (SERP) provider is configured: add a DataForSEO key in Settings, or import Search Console data or enter positions by hand',
          undefined,
          'serp_not_configured',
        );
      }
      const { p, apiKey } = chosen;
      const serp = p.serp;
      if (!serp) throw new NotFoundError('Provider');
      let answer: SerpResult | null = null;
      try {
        await meter.call(
          scope,
          p,
          `serp:${query.keyword.slice(0, 80)}`,
          async () => {
            answer = await serp.search(query, {
              apiKey,
              baseUrl: registry.baseUrl(p.id),
              fetch: doFetch,
              signal: AbortSignal.timeout(timeoutMs),
            });
            return { measurements: [], costUsd: answer.costUsd, status: answer.status };
          },
          [apiKey, encodeURIComponent(apiKey)],
        );
      } catch (err) {
        const detail =
          err instanceof ProviderCallError
            ? err.message
            : 'the provider could not be reached or did not answer';
        throw new AppError(
          502,
          'provider_error',
          `${p.name} search failed: ${detail.split(apiKey).join('***')}`,
        );
      }
      return { ...(answer as unknown as SerpResult), providerId: p.id };
    },

    /**
     * The sealed key of a service that is not a data provider (Twilio, modules/calls), kept like
     * the providers' keys: per team in provider_credentials, sealed, changed by owners and admins.
     */
    keyStore(providerId: string, name: string) {
      const p = { id: providerId, name };
      otherNames.set(providerId, name);
      return {
        async save(actor: Actor, secret: string) {
          requireManager(actor);
          await repo.upsertCredential(db, {
            teamId: actor.teamId,
            userId: actor.userId,
            providerId,
            keyCiphertext: box.seal(secret, sealContext(actor.teamId, providerId)),
          });
          log.info({ providerId, teamId: actor.teamId }, 'provider key saved');
        },
        /** The opened key, or null without one; 400 `provider_key_unreadable` after a secret change. */
        open: (teamId: string) => openKey(teamId, p),
        async remove(actor: Actor): Promise<boolean> {
          requireManager(actor);
          return repo.deleteCredential(db, actor.teamId, providerId);
        },
        async savedAt(teamId: string): Promise<Date | null> {
          const row = (await repo.listCredentials(db, teamId)).find((k) => k.providerId === providerId);
          return row?.updatedAt ?? null;
        },
      };
    },

    async list(actor: Actor) {
      const scope = actor;
      const keys = new Map((await repo.listCredentials(db, scope.teamId)).map((k) => [k.providerId, k]));
      return registry.list().map((p) => present(p, keys.has(p.id), keys.get(p.id)?.updatedAt ?? null));
    },

    async setKey(actor: Actor, providerId: string, apiKey: string) {
      const scope = actor;
      requireManager(scope);
      const p = provider(providerId);
      const problem = p.checkKey(apiKey);
      if (problem) throw new ValidationError(`apiKey: ${problem}`, undefined, 'invalid_api_key');
      await repo.upsertCredential(db, {
        teamId: scope.teamId,
        userId: scope.userId,
        providerId: p.id,
        keyCiphertext: box.seal(apiKey, sealContext(scope.teamId, p.id)),
      });
      log.info({ providerId: p.id, teamId: scope.teamId }, 'provider key saved');
      return present(p, true, new Date());
    },

    async deleteKey(actor: Actor, providerId: string) {
      const scope = actor;
      requireManager(scope);
      const p = provider(providerId);
      if (!(await repo.deleteCredential(db, scope.teamId, p.id))) throw new NotFoundError('Provider key');
    },

    async usage(actor: Actor) {
      const scope = actor;
      const { scraperStats, byProvider } = await meter.usage(scope.teamId);
      const names = new Map(registry.list().map((p) => [p.id, p]));
      return {
        scraperStats,
        byProvider: byProvider.map((u) => ({
          ...u,
          name: names.get(u.providerId)?.name ?? otherNames.get(u.providerId) ?? u.providerId,
          kind: names.get(u.providerId)?.kind ?? null,
        })),
      };
    },

    /** scraperStats of the caller's team (the quick dominator shows them). */
    async scraperStats(scope: TeamActor) {
      return (await meter.usage(scope.teamId)).scraperStats;
    },

    /** Measures one market with one provider, through the meter, and stores what it measured. */
    async refresh(actor: Actor, providerId: string, opportunityId: string) {
      const scope = actor;
      const p = provider(providerId);
      const sealed = await repo.findCredential(db, scope.teamId, p.id);
      if (!sealed) {
        throw new ValidationError(
          `${p.name} is not configured: add its API key first`,
          undefined,
          'provider_not_configured',
        );
      }
      const apiKey = box.open(sealed.keyCiphertext, sealContext(scope.teamId, p.id));
      if (apiKey === null) {
        throw new ValidationError(
          `The stored ${p.name} key can no longer be read (the server secret changed): save the key again`,
          undefined,
          'provider_key_unreadable',
        );
      }
      const target = await market.target(opportunityId);
      if (!target) throw new NotFoundError('Opportunity');
      const reason = p.cannotMeasure(target);
      if (reason) throw new ValidationError(reason, undefined, 'not_measurable');

      let result: ProviderResult;
      try {
        result = await meter.call(
          scope,
          p,
          `${p.kind}:${target.verticalSlug}`,
          () =>
            p.measure(target, {
              apiKey,
              baseUrl: registry.baseUrl(p.id),
              fetch: doFetch,
              signal: AbortSignal.timeout(timeoutMs),
            }),
          [apiKey, encodeURIComponent(apiKey)],
        );
      } catch (err) {
        const detail =
          err instanceof ProviderCallError
            ? err.message
            : 'the provider could not be reached or did not answer';
        const safe = detail.split(apiKey).join('***');
        throw new AppError(502, 'provider_error', `${p.name} call failed: ${safe}`);
      }
      await market.recordMeasurements(scope, opportunityId, p.id, result.measurements);
      return {
        providerId: p.id,
        opportunityId,
        measurements: result.measurements,
        costUsd: result.costUsd,
        opportunity: await market.opportunity(scope, opportunityId),
      };
    },
  };
}
