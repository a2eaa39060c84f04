import { z } from 'zod';
import { apiSuccess } from './api';
import { userSchema } from './auth';
import { endpoint } from './endpoint';
import { preferencesSchema, updatePreferencesRequestSchema } from './preferences';

// The signed-in user's own account beyond sign-in (docs/account.md): profile, avatar, display
// preferences and notification choices. Every call is about the caller only.

export const PROFILE_NAME_MAX = 100;
export const PROFILE_COMPANY_MAX = 200;

/** PATCH /api/user/profile: names are required; an empty company clears it. */
export const updateProfileRequestSchema = z.strictObject({
  firstName: z
    .string({ error: (i) => (i.input === undefined ? 'First name is required' : 'must be text') })
    .trim()
    .min(1, 'First name is required')
    .max(PROFILE_NAME_MAX, `must be at most ${PROFILE_NAME_MAX} characters`),
  lastName: z
    .string({ error: (i) => (i.input === undefined ? 'Last name is required' : 'must be text') })
    .trim()
    .min(1, 'Last name is required')
    .max(PROFILE_NAME_MAX, `must be at most ${PROFILE_NAME_MAX} characters`),
  company: z
    .string()
    .trim()
    .max(PROFILE_COMPANY_MAX, `must be at most ${PROFILE_COMPANY_MAX} characters`)
    .nullish()
    .transform((c) => (c ? c : null)),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Avatar

/** Largest avatar upload. */
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;
/** Square sizes an avatar is stored at, in px. */
export const AVATAR_SIZES = ['256', '64'] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/**
 * GET /api/avatars/:userId/:hash/:file (public), `file` being '256.webp' or '64.webp'. Loose on
 * purpose: whatever names no stored avatar answers 404, as an unknown one does.
 */
export const avatarFileParamsSchema = z.object({
  userId: z.string().max(64),
  hash: z.string().max(64),
  file: z.string().max(16),
});
/** The parts of an avatar file's path that can name one. */
export const avatarFileNameSchema = z.object({
  userId: z.uuid(),
  hash: z.string().regex(/^[a-f0-9]{16}$/),
  file: z.enum(['256.webp', '64.webp']),
});

/** The avatar's URL at the other size: '/api/avatars/u/h/256.webp' -> '.../64.webp'. */
export const avatarUrlAt = (url: string, size: AvatarSize): string =>
  url.replace(/\/(256|64)\.webp$/, `/${size}.webp`);

// ---------------------------------------------------------------------------------------------
// Notifications

/**
 * The event kinds the server notifies people of, and the channels it really uses for each
 * (docs/account.md#notifications): `push` a realtime event shown as a toast, `mail` an e-mail.
 */
export const NOTIFICATION_KINDS = {
  lead_received: { label: 'New leads', channels: ['push'] },
  performance_alert: { label: 'Performance alerts', channels: ['mail', 'push'] },
  achievement: { label: 'Milestones and achievements', channels: ['push'] },
  demo_notice: { label: 'Demo portfolio notices', channels: ['push'] },
} as const satisfies Record<string, { label: string; channels: readonly ('mail' | 'push')[] }>;
export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const NOTIFICATION_KIND_NAMES = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];
export type NotificationChannel = 'mail' | 'push';

export const channelChoiceSchema = z.strictObject({ mail: z.boolean(), push: z.boolean() });
export type ChannelChoice = z.infer<typeof channelChoiceSchema>;
export const digestSchema = z.strictObject({
  enabled: z.boolean(),
  /** 0-23, the hour of the day in the user's time zone. */
  hour: z.number().int().min(0, 'must be 0 to 23').max(23, 'must be 0 to 23'),
});
export type Digest = z.infer<typeof digestSchema>;

export const notificationSettingsSchema = z.object({
  kinds: z.record(z.enum(NOTIFICATION_KIND_NAMES), channelChoiceSchema),
  digest: digestSchema,
});
export type NotificationSettings = { kinds: Record<NotificationKind, ChannelChoice>; digest: Digest };

export const DEFAULT_NOTIFICATIONS: NotificationSettings = {
  kinds: {
    lead_received: { mail: false, push: true },
    performance_alert: { mail: false, push: true },
    achievement: { mail: false, push: true },
    demo_notice: { mail: false, push: true },
  },
  digest: { enabled: false, hour: 8 },
};

/** PATCH /api/user/notifications: any kinds (and any of their channels) and/or the digest. */
export const updateNotificationsRequestSchema = z.strictObject({
  kinds: z.partialRecord(z.enum(NOTIFICATION_KIND_NAMES), channelChoiceSchema.partial()).optional(),
  digest: digestSchema.partial().optional(),
});
export type UpdateNotificationsRequest = z.input<typeof updateNotificationsRequestSchema>;

export const accountApi = {
  updateProfile: endpoint({
    method: 'PATCH',
    path: '/api/user/profile',
    body: updateProfileRequestSchema,
    response: apiSuccess(userSchema),
  }),
  /**
   * multipart/form-data with `file` (PNG, JPEG or WebP, 5 MB at most). Not sent through callApi's
   * JSON body: the web client posts a FormData. Answers the user with the new profileImageUrl.
   */
  uploadAvatar: endpoint({ method: 'POST', path: '/api/user/avatar', response: apiSuccess(userSchema) }),
  deleteAvatar: endpoint({ method: 'DELETE', path: '/api/user/avatar', response: apiSuccess(userSchema) }),
  preferences: endpoint({
    method: 'GET',
    path: '/api/user/preferences',
    response: apiSuccess(preferencesSchema),
  }),
  updatePreferences: endpoint({
    method: 'PATCH',
    path: '/api/user/preferences',
    body: updatePreferencesRequestSchema,
    response: apiSuccess(preferencesSchema),
  }),
  notifications: endpoint({
    method: 'GET',
    path: '/api/user/notifications',
    response: apiSuccess(notificationSettingsSchema),
  }),
  updateNotifications: endpoint({
    method: 'PATCH',
    path: '/api/user/notifications',
    body: updateNotificationsRequestSchema,
    response: apiSuccess(notificationSettingsSchema),
  }),
};
