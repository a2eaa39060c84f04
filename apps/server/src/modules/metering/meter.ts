import type { ScraperStats } from '@sdp/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { periodStarts } from '../../lib/periods';
import * as repo from './metering.repository';

// Every provider call goes through here: success or failure, its cost and duration land in
// provider_calls, and scraperStats and the cost dashboard are read back from those rows only.

export interface MeterScope {
  teamId: string;
  userId: string | null;
  /** The site the call is made for (a SERP check of its keyword, its tracking number), when there is one. */
  siteId?: string | null;
}

export interface ProviderUsage extends ScraperStats {
  providerId: string;
  successes: number;
  failures: number;
  totalSpend: number;
}

export type Meter = ReturnType<typeof createMeter>;

/** What a metered call answers: its HTTP status and what it cost. */
export interface MeteredResult {
  status: number;
  costUsd: number;
  /** LLM tokens (prompt + completion) the call used, when it was a call to a model. */
  tokens?: number | null;
}

/** A call that reached the provider (or tried to) and failed; the meter records it as a failure. */
export class ProviderCallError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
    readonly costUsd = 0,
  ) {
    super(message);
    this.name = 'ProviderCallError';
  }
}

/** The meter's provider id of the LLM writer (sites: one provider_calls row per build it writes). */
export const LLM_PROVIDER_ID = 'llm';

const round = (n: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};

function present(row: repo.UsageRow): ScraperStats & { successes: number; totalSpend: number } {
  const calls = row.totalCalls;
  return {
    totalCalls: calls,
    successRate: calls ? round((100 * row.successes) / calls, 1) : 0,
    costPerCall: calls ? round(row.spend / calls, 6) : 0,
    monthlySpend: round(row.monthlySpend, 6),
    dailySpend: round(row.dailySpend, 6),
    avgResponseTime: calls ? Math.round(row.avgDurationMs) : 0,
    lastUsed: row.lastUsed ? new Date(row.lastUsed).toISOString() : null,
    successes: row.successes,
    totalSpend: round(row.spend, 6),
  };
}

function describeFailure(err: unknown, secrets: string[]): string {
  let message: string;
  if (err instanceof ProviderCallError) message = err.message;
  else if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) {
    message = 'The provider did not answer in time';
  } else if (err instanceof Error) {
    const cause = (err as Error & { cause?: { code?: string; message?: string } }).cause;
    message = cause?.code ? `${err.message} (${cause.code})` : err.message;
  } else message = String(err);
  for (const secret of secrets) if (secret) message = message.split(secret).join('***');
  return message.slice(0, 500);
}

export function createMeter(db: Db, log: FastifyBaseLogger) {
  async function record(row: repo.NewProviderCall) {
    try {
      await repo.insertCall(db, row);
    } catch (err) {
      // A call that happened must not turn into an error for the caller because the meter failed.
      log.error({ err, providerId: row.providerId }, 'provider meter could not record a call');
    }
  }

  return {
    /**
     * Runs one provider call and records it. Rethrows the provider's failure (after recording it);
     * `secrets` are blanked out of any recorded error text.
     */
    async call<R extends MeteredResult>(
      scope: MeterScope,
      provider: { id: string },
      operation: string,
      run: () => Promise<R>,
      secrets: string[] = [],
    ): Promise<R> {
      const started = performance.now();
      try {
        const result = await run();
        await record({
          teamId: scope.teamId,
          userId: scope.userId,
          providerId: provider.id,
          siteId: scope.siteId ?? null,
          operation,
          success: true,
          status: result.status,
          costUsd: result.costUsd,
          tokens: result.tokens ?? null,
          durationMs: Math.max(0, Math.round(performance.now() - started)),
        });
        return result;
      } catch (err) {
        const failure = err instanceof ProviderCallError ? err : null;
        await record({
          teamId: scope.teamId,
          userId: scope.userId,
          providerId: provider.id,
          siteId: scope.siteId ?? null,
          operation,
          success: false,
          status: failure?.status ?? null,
          costUsd: failure?.costUsd ?? 0,
          durationMs: Math.max(0, Math.round(performance.now() - started)),
          error: describeFailure(err, secrets),
        });
        throw err;
      }
    },

    /** scraperStats of a team, overall and per provider, read from the meter's rows. */
    async usage(teamId: string, now = new Date()) {
      // UTC day and month: the platform's windows, the same for every member (docs/time-zones.md).
      const { monthStart, dayStart } = periodStarts(now);
      const { total, byProvider } = await repo.usage(db, teamId, monthStart, dayStart);
      const { successes: _s, totalSpend: _t, ...scraperStats } = present(total);
      return {
        scraperStats: scraperStats satisfies ScraperStats,
        byProvider: byProvider.map((row): ProviderUsage => {
          const p = present(row);
          return { providerId: row.providerId ?? '', ...p, failures: p.totalCalls - p.successes };
        }),
      };
    },

    /** Records a call made outside `call` (the LLM writer's builds); never throws. */
    record,

    /** What the LLM writer's calls of a team cost since `since` (USD): the plan and the monthly limit read it. */
    llmSpendSince(teamId: string, since: Date): Promise<number> {
      return repo.spendSince(db, teamId, LLM_PROVIDER_ID, since);
    },

    async recent(teamId: string, limit = 20) {
      return repo.recentCalls(db, teamId, limit);
    },
  };
}
