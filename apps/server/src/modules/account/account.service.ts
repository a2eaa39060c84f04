import {
  type AvatarSize,
  type Preferences,
  presentPreferences,
  type UpdatePreferencesRequest,
  type UpdateProfileRequest,
  type User,
  updatePreferencesRequestSchema,
  updateProfileRequestSchema,
} from '@sdp/shared';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor';
import type { ServiceDeps } from '../../lib/deps';
import { NotFoundError, UnauthorizedError, ValidationError } from '../../lib/errors';
import type { AuditEvent } from '../../lib/events';
import type { AuthServices } from '../auth/index';
import type { Actors } from '../teams/index';
import * as repo from './account.repository';
import { encodeAvatar } from './avatar-image';

// The signed-in user's profile, avatar and display preferences (docs/account.md). Every call is
// about the caller's own account (the actor's userId); nobody edits another's.

export const AVATAR_PATH = '/api/avatars';
export const avatarUrl = (userId: string, hash: string, size: AvatarSize = '256') =>
  `${AVATAR_PATH}/${userId}/${hash}/${size}.webp`;

export interface RequestOrigin {
  ip?: string | null;
  userAgent?: string | null;
}

function parse<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success)
    throw new ValidationError(
      parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '),
      parsed.error.issues,
    );
  return parsed.data;
}

export interface ProfilePorts {
  /** The auth module's account service: presents the user as GET /api/auth/me does. */
  me: AuthServices['account']['me'];
  actors: Actors;
}

export function createProfileService(deps: Pick<ServiceDeps, 'db' | 'events' | 'log'>, ports: ProfilePorts) {
  const { db, events, log } = deps;

  /** Tells the activity log; never waits for it and never fails the change that happened. */
  function audit(actor: Actor, origin: RequestOrigin, kind: string, summary: string) {
    const event: AuditEvent = {
      kind,
      teamId: null,
      userId: actor.userId,
      subjectUserId: actor.userId,
      summary,
      target: { type: 'user', id: actor.userId },
      ip: origin.ip ?? null,
      userAgent: origin.userAgent ?? null,
    };
    events.emit('audit', event).catch((err) => log.warn({ err, kind }, 'audit event failed'));
  }

  async function me(actor: Actor): Promise<User> {
    return ports.me(actor.userId);
  }

  return {
    me,

    async updateProfile(actor: Actor, raw: UpdateProfileRequest, origin: RequestOrigin = {}): Promise<User> {
      const values = parse(updateProfileRequestSchema, raw);
      if (!(await repo.updateProfile(db, actor.userId, values))) throw new UnauthorizedError();
      audit(actor, origin, 'account.profile_updated', 'Updated their profile');
      return me(actor);
    },

    async uploadAvatar(
      actor: Actor,
      upload: { bytes: Buffer; type: string },
      origin: RequestOrigin = {},
    ): Promise<User> {
      const avatar = await encodeAvatar(upload.bytes, upload.type);
      await repo.saveAvatar(db, actor.userId, avatar, avatarUrl(actor.userId, avatar.hash));
      audit(actor, origin, 'account.avatar_changed', 'Changed their profile picture');
      return me(actor);
    },

    async deleteAvatar(actor: Actor, origin: RequestOrigin = {}): Promise<User> {
      await repo.deleteAvatar(db, actor.userId, `${AVATAR_PATH}/${actor.userId}/`);
      audit(actor, origin, 'account.avatar_removed', 'Removed their profile picture');
      return me(actor);
    },

    /** The public file; 404 for an unknown user, hash or size. */
    async avatarFile(userId: string, hash: string, size: AvatarSize): Promise<Buffer> {
      const file = await repo.avatarFile(db, userId, hash, size === '256' ? 'large' : 'small');
      if (!file) throw new NotFoundError('Avatar');
      return file;
    },

    async preferences(actor: Actor): Promise<Preferences> {
      return presentPreferences(await repo.preferencesRow(db, actor.userId));
    },

    async updatePreferences(
      actor: Actor,
      raw: UpdatePreferencesRequest,
      origin: RequestOrigin = {},
    ): Promise<Preferences> {
      const values = parse(updatePreferencesRequestSchema, raw ?? {});
      const row = await repo.savePreferences(db, actor.userId, values);
      // The actor carries the time zone: every process reads it afresh on the next request.
      ports.actors.forget(actor.userId);
      const changed = Object.keys(values);
      if (changed.length)
        audit(
          actor,
          origin,
          'account.preferences_updated',
          `Changed their preferences (${changed.join(', ')})`,
        );
      return presentPreferences(row);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
