import {
  ACCOUNT_DISABLED_MESSAGE,
  API_KEYS_PER_USER,
  type ApiKey,
  type ApiKeyScope,
  type CreatedApiKey,
  type createApiKeyRequestSchema,
} from '@sdp/shared';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor';
import type { RequestContext, ServiceDeps } from '../../lib/deps';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { AuditEvent } from '../../lib/events';
import type { Actors } from '../teams/index';
import { generateApiKey, matchesHash, prefixOf } from './api-key-secret';
import * as repo from './api-keys.repository';

// Personal API keys (docs/api-keys.md): made by a signed-in user for the team they act for, listed
// over all their teams, deleted by their owner. authenticate() is what plugins/auth.ts asks for a
// `Bearer sdp_...` token: no cache of validity, so a deleted key stops working at once everywhere.

/** last_used_at is written at most this often per key. */
export const TOUCH_INTERVAL_MS = 60_000;
const MAX_TOUCHED = 10_000;
const DAY_MS = 86_400_000;

export type CreateApiKeyInput = z.output<typeof createApiKeyRequestSchema>;

/** Who a valid key acts as, and the key. */
export interface KeyAuthentication {
  actor: Actor;
  apiKey: { id: string; scope: ApiKeyScope };
}

const present = (row: repo.ListedApiKey, actor: Actor, now = Date.now()): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scope: row.scope,
  teamId: row.teamId,
  teamName: row.teamName,
  currentTeam: row.teamId === actor.teamId,
  memberOfTeam: row.member,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  lastUsedIp: row.lastUsedIp ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  expired: row.expiresAt !== null && row.expiresAt.getTime() <= now,
});

const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === '23505';

export function createApiKeysService(
  deps: Pick<ServiceDeps, 'db' | 'events' | 'log'>,
  ports: { actors: Actors },
) {
  const { db } = deps;
  /** key id -> when this process last wrote its last use. */
  const touched = new Map<string, number>();

  const audit = (event: AuditEvent) => {
    deps.events
      .emit('audit', event)
      .catch((err) => deps.log.warn({ err, kind: event.kind }, 'audit event failed'));
  };

  async function recordUse(id: string, ip: string | null) {
    const now = Date.now();
    const last = touched.get(id);
    if (last !== undefined && now - last < TOUCH_INTERVAL_MS) return;
    if (touched.size >= MAX_TOUCHED) touched.clear();
    touched.set(id, now);
    try {
      await repo.touch(db, id, ip, new Date(now), TOUCH_INTERVAL_MS);
    } catch (err) {
      deps.log.warn({ err }, 'could not record an API key use');
    }
  }

  return {
    /** The caller's keys in every team they made one in; never a secret. */
    async list(actor: Actor): Promise<ApiKey[]> {
      const now = Date.now();
      return (await repo.listForUser(db, actor.userId)).map((row) => present(row, actor, now));
    },

    /** A new key for the caller in the team they act for; the secret is in this answer only. */
    async create(actor: Actor, input: CreateApiKeyInput, ctx: RequestContext): Promise<CreatedApiKey> {
      const expiresAt = input.expiresAt
        ? new Date(input.expiresAt)
        : input.expiresInDays
          ? new Date(Date.now() + input.expiresInDays * DAY_MS)
          : null;
      for (let attempt = 0; ; attempt++) {
        const { key, prefix, hash } = generateApiKey();
        let row: repo.ListedApiKey | null;
        try {
          row = await repo.insertUnderCap(
            db,
            {
              userId: actor.userId,
              teamId: actor.teamId,
              name: input.name,
              prefix,
              secretHash: hash,
              scope: input.scope,
              expiresAt,
            },
            API_KEYS_PER_USER,
          );
        } catch (err) {
          if (attempt < 2 && isUniqueViolation(err)) continue; // the same random prefix twice
          throw err;
        }
        if (!row)
          throw new ConflictError(
            `You already have ${API_KEYS_PER_USER} API keys, the most allowed. Delete one to create another.`,
            'api_key_limit',
          );
        audit({
          kind: 'security.api_key_created',
          teamId: actor.teamId,
          userId: actor.userId,
          subjectUserId: actor.userId,
          summary: `Created API key "${row.name}" (${row.prefix}, ${row.scope})`,
          target: { type: 'api_key', id: row.id },
          ...ctx,
        });
        return { ...present(row, actor), secret: key };
      }
    },

    /** Deletes one of the caller's own keys (another user's id is 404 like an unknown one). */
    async remove(actor: Actor, id: string, ctx: RequestContext): Promise<void> {
      const row = await repo.deleteOwn(db, actor.userId, id);
      if (!row) throw new NotFoundError('API key');
      touched.delete(id);
      audit({
        kind: 'security.api_key_deleted',
        teamId: row.teamId,
        userId: actor.userId,
        subjectUserId: actor.userId,
        summary: `Deleted API key "${row.name}" (${row.prefix})`,
        target: { type: 'api_key', id: row.id },
        ...ctx,
      });
    },

    /**
     * The actor a presented key acts as, or null: unknown, malformed, wrong secret, expired, or its
     * user no longer a member of its team. Read from the database on every call (no cache).
     */
    async authenticate(key: string, ip: string | null): Promise<KeyAuthentication | null> {
      const prefix = prefixOf(key);
      if (!prefix) return null;
      const row = await repo.findByPrefix(db, prefix);
      if (!row || !matchesHash(key, row.secretHash)) return null;
      if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return null;
      // A platform admin disabled the owner (docs/admin.md#disabled-accounts).
      if (row.userDisabledAt) throw new ForbiddenError(ACCOUNT_DISABLED_MESSAGE, 'account_disabled');
      const actor = await ports.actors.inTeam(row.userId, row.teamId);
      if (!actor) return null;
      await recordUse(row.id, ip);
      return { actor, apiKey: { id: row.id, scope: row.scope } };
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
