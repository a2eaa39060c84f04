import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { MESSAGES } from '../messages';
import { apiSuccess, noBodySchema, okMessageSchema } from './api';
import { endpoint } from './endpoint';
import { preferencesSchema } from './preferences';

// Auth contract: user, tokens, registration payload and the auth calls (docs/auth.md).

export const USER_ROLES = ['free', 'admin'] as const;
export const roleSchema = z.enum(USER_ROLES);
export type Role = z.infer<typeof roleSchema>;

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  company: z.string().nullable().optional(),
  role: roleSchema.default('free'),
  profileImageUrl: z.string().nullable(),
  emailVerified: z.boolean().optional(),
  twoFactorEnabled: z.boolean().optional(),
  /** False for an account created through Google that has not set a password yet. */
  hasPassword: z.boolean().optional(),
  createdAt: z.string().optional(),
  /** Display preferences (docs/account.md#preferences); the defaults until first saved. */
  preferences: preferencesSchema.optional(),
});
export type User = z.infer<typeof userSchema>;

export const tokensSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type Tokens = z.infer<typeof tokensSchema>;

/** An e-mail address as the forms take it (trimmed, at most 254 characters). */
export const emailAddressSchema = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .email('Please enter a valid email address')
  .max(254);
const email = emailAddressSchema;
const password = z.string().min(1, 'Password is required').max(1024);

export const loginRequestSchema = z.object({ email, password });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * Server side of registration. confirmPassword never leaves the browser
 * (docs/product/web.md#login-and-registration).
 */
export const registerRequestSchema = z.object({
  email,
  password: z.string().min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort).max(1024),
  firstName: z.string().trim().min(1, 'First name is required').max(100),
  lastName: z.string().trim().min(1, 'Last name is required').max(100),
  company: z.string().trim().max(200).optional().nullable(),
  /** The token of a team invitation link the account is made through (docs/teams.md#invitations). */
  inviteToken: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'This invitation link is not valid.')
    .optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** Data of a successful login, register, two-factor verify or OAuth callback. */
export const authSessionDataSchema = z.object({ user: userSchema, tokens: tokensSchema });
export type AuthSessionData = z.infer<typeof authSessionDataSchema>;

/** Data of a login that needs a second factor: no tokens yet, a short-lived challenge instead. */
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  challengeToken: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

export const refreshRequestSchema = z.object({ refreshToken: z.string().min(1).max(512) });
export const logoutRequestSchema = z.object({ refreshToken: z.string().max(512).optional() }).optional();

export const passwordResetRequestSchema = z.object({ email });
export const passwordResetConfirmSchema = z.object({
  token: z.string().min(1).max(512),
  password: z.string().min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort).max(1024),
});
export const verifyEmailRequestSchema = z.object({ token: z.string().min(1).max(512) });
export const resendVerificationRequestSchema = z.object({ email });

export const twoFactorSetupDataSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCodeDataUrl: z.string(), // data:image/png;base64,...
});
/** The first code, and the current password (asked of accounts that have one). */
export const twoFactorEnableRequestSchema = z.object({
  code: z.string().trim().min(6).max(10),
  password: z.string().max(1024).optional(),
});
export const twoFactorEnableDataSchema = z.object({ backupCodes: z.array(z.string()) });
export const twoFactorDisableRequestSchema = z.object({ password });
/** Second step of a 2FA login: the challenge from login plus a TOTP code or a one-time backup code. */
export const twoFactorVerifyRequestSchema = z.object({
  challengeToken: z.string().min(1).max(2048),
  /** A 6-digit TOTP code, or a backup code ("ABCD-EFGH-JKLM-NPQR", spaces and dashes optional). */
  code: z.string().trim().min(6).max(40),
});

export const oauthCallbackRequestSchema = z.object({
  provider: z.literal('google'),
  code: z.string().min(1).max(4096),
  state: z.string().min(1).max(512),
});
/** GET /api/auth/providers: `google` is true when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set. */
export const signInProvidersSchema = z.object({ google: z.boolean() });
export type SignInProviders = z.infer<typeof signInProvidersSchema>;

/** POST /api/auth/oauth/callback: the SPA's callback fields plus the optional RFC 9207 `iss`. */
export const oauthCallbackBodySchema = oauthCallbackRequestSchema.extend({
  iss: z.string().min(1).max(2048).optional(),
});
/** POST /api/auth/login and the Google callback: signed in, or a second factor is asked for. */
export const loginResultSchema = z.union([authSessionDataSchema, twoFactorChallengeSchema]);
/** POST /api/auth/refresh */
export const refreshDataSchema = z.object({ tokens: tokensSchema });

export const sessionInfoSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;
export const sessionDataSchema = z.object({ user: userSchema, sessions: z.array(sessionInfoSchema) });

export const revokeAllRequestSchema = z.object({ includeCurrent: z.boolean().optional() }).optional();
/** POST /api/auth/revoke-all: how many sessions were ended. */
export const revokeAllResultSchema = z.object({ revoked: z.number() });
/** `:id` of DELETE /api/auth/sessions/:id. */
export const sessionIdParamsSchema = z.object({ id: z.uuid() });

export const LOGIN_OUTCOMES = [
  'success',
  'wrong_password',
  'unknown_email',
  'locked',
  'unverified',
  'two_factor_required',
  'two_factor_failed',
  'rate_limited',
] as const;
export const loginOutcomeSchema = z.enum(LOGIN_OUTCOMES);
export const LOGIN_METHODS = ['password', 'google', 'two_factor'] as const;
export const loginHistoryEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  outcome: loginOutcomeSchema,
  method: z.enum(LOGIN_METHODS),
});
export type LoginHistoryEntry = z.infer<typeof loginHistoryEntrySchema>;

export const deleteAccountRequestSchema = z.object({ password });
export const changePasswordRequestSchema = z.object({
  currentPassword: password,
  newPassword: z.string().min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort).max(1024),
});

/**
 * The auth calls (docs/auth.md): sign-up and sign-in, e-mail links, sessions and the account,
 * two-factor, and the end of Google sign-in. register answers 201. GET /api/login and
 * GET /api/auth/oauth/:provider are not here: they are browser redirects, not JSON calls.
 */
export const authApi = {
  register: endpoint({
    method: 'POST',
    path: '/api/auth/register',
    body: registerRequestSchema,
    response: apiSuccess(authSessionDataSchema),
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/auth/login',
    body: loginRequestSchema,
    response: apiSuccess(loginResultSchema),
  }),
  verifyTwoFactor: endpoint({
    method: 'POST',
    path: '/api/auth/two-factor/verify',
    body: twoFactorVerifyRequestSchema,
    response: apiSuccess(authSessionDataSchema),
  }),
  refresh: endpoint({
    method: 'POST',
    path: '/api/auth/refresh',
    body: refreshRequestSchema,
    response: apiSuccess(refreshDataSchema),
  }),
  /** No body arrives as null. */
  logout: endpoint({
    method: 'POST',
    path: '/api/auth/logout',
    body: logoutRequestSchema.nullable(),
    response: okMessageSchema,
  }),
  me: endpoint({ method: 'GET', path: '/api/auth/me', response: apiSuccess(userSchema) }),
  /** The browser's sign-out: clears the cookies too; never fails. */
  signOut: endpoint({ method: 'GET', path: '/api/logout', response: okMessageSchema }),
  passwordReset: endpoint({
    method: 'POST',
    path: '/api/auth/password-reset',
    body: passwordResetRequestSchema,
    response: okMessageSchema,
  }),
  passwordResetConfirm: endpoint({
    method: 'POST',
    path: '/api/auth/password-reset/confirm',
    body: passwordResetConfirmSchema,
    response: okMessageSchema,
  }),
  verifyEmail: endpoint({
    method: 'POST',
    path: '/api/auth/verify-email',
    body: verifyEmailRequestSchema,
    response: okMessageSchema,
  }),
  resendVerification: endpoint({
    method: 'POST',
    path: '/api/auth/resend-verification',
    body: resendVerificationRequestSchema,
    response: okMessageSchema,
  }),
  session: endpoint({ method: 'GET', path: '/api/auth/session', response: apiSuccess(sessionDataSchema) }),
  revokeAll: endpoint({
    method: 'POST',
    path: '/api/auth/revoke-all',
    body: revokeAllRequestSchema.nullable(),
    response: apiSuccess(revokeAllResultSchema),
  }),
  revokeSession: endpoint({
    method: 'DELETE',
    path: '/api/auth/sessions/:id',
    params: sessionIdParamsSchema,
    response: okMessageSchema,
  }),
  loginHistory: endpoint({
    method: 'GET',
    path: '/api/auth/login-history',
    response: apiSuccess(z.array(loginHistoryEntrySchema)),
  }),
  deleteAccount: endpoint({
    method: 'POST',
    path: '/api/auth/delete-account',
    body: deleteAccountRequestSchema,
    response: okMessageSchema,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/user/change-password',
    body: changePasswordRequestSchema,
    response: okMessageSchema,
  }),
  twoFactorSetup: endpoint({
    method: 'POST',
    path: '/api/auth/two-factor/setup',
    body: noBodySchema,
    response: apiSuccess(twoFactorSetupDataSchema),
  }),
  twoFactorEnable: endpoint({
    method: 'POST',
    path: '/api/auth/two-factor/enable',
    body: twoFactorEnableRequestSchema,
    response: apiSuccess(twoFactorEnableDataSchema),
  }),
  twoFactorDisable: endpoint({
    method: 'POST',
    path: '/api/auth/two-factor/disable',
    body: twoFactorDisableRequestSchema,
    response: okMessageSchema,
  }),
  /** Public: which sign-in providers this server has configured (the login screen hides the others). */
  signInProviders: endpoint({
    method: 'GET',
    path: '/api/auth/providers',
    response: apiSuccess(signInProvidersSchema),
  }),
  /** The SPA's /oauth/callback page posts Google's code and state here. */
  oauthCallback: endpoint({
    method: 'POST',
    path: '/api/auth/oauth/callback',
    body: oauthCallbackBodySchema,
    response: apiSuccess(loginResultSchema),
  }),
};
