import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call, get, type Registered } from './helpers';

// Shared by the discovery API tests (discovery-finder.test.ts, discovery-team.test.ts).

export const PASADENA_PLUMBING = 'plumbing~5381396';

/** The discovery calls on the app and the two users of `world()`, read at call time (they start in beforeAll). */
export function discoveryCalls(world: () => { app: FastifyInstance; a: Registered; b: Registered }) {
  const req = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, token?: string, payload?: unknown) =>
    call(world().app, {
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const getA = (url: string) => get(world().app, url, world().a.tokens.accessToken);
  const getB = (url: string) => get(world().app, url, world().b.tokens.accessToken);
  return { req, getA, getB };
}

export interface Opp {
  id: string;
  verticalSlug: string;
  location: { city: string; state: string; county: string | null; placeId: string };
  payout: number;
  tier: number;
  goldmine: boolean;
  saved?: boolean;
  status?: string;
  estimatedMonthlyRevenue: number;
  monthlySearches: number;
  quantumScore: number;
  population: number;
}

export function expect400(
  res: { status: number; body: { success: boolean; error: string; message: string } },
  field: string,
) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.success).toBe(false);
  expect(res.body.error).toMatch(/validation_error|invalid_query|unknown_opportunity/);
  expect(res.body.message).toMatch(new RegExp(`^${field}\\b`));
}
