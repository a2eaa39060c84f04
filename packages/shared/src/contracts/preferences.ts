import { z } from 'zod';

// A user's display preferences (docs/account.md#preferences): their time zone, how dates and
// numbers are written, and where sign-in lands. Part of the signed-in user (userSchema).

export const DATE_FORMATS = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const NUMBER_FORMATS = ['en-US', 'en-GB', 'de-DE', 'fr-FR', 'es-ES', 'en-IN'] as const;
export type NumberFormat = (typeof NUMBER_FORMATS)[number];
export const DEFAULT_SCREENS = [
  '/dashboard',
  '/discovery',
  '/dominator',
  '/leads',
  '/analytics',
  '/monitoring',
] as const;
export type DefaultScreen = (typeof DEFAULT_SCREENS)[number];

/** Whether a name is an IANA time zone this runtime knows (or UTC). */
export function isTimeZone(name: string): boolean {
  if (name === 'UTC') return true;
  const known = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone');
  if (known?.includes(name)) return true;
  try {
    // Aliases (e.g. Asia/Calcutta) are valid too, though supportedValuesOf lists canonical names only.
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(name);
  } catch {
    return false;
  }
}

export const preferencesSchema = z.object({
  timezone: z.string(),
  dateFormat: z.enum(DATE_FORMATS),
  numberFormat: z.enum(NUMBER_FORMATS),
  defaultScreen: z.enum(DEFAULT_SCREENS),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const DEFAULT_PREFERENCES: Preferences = {
  timezone: 'UTC',
  dateFormat: 'MM/DD/YYYY',
  numberFormat: 'en-US',
  defaultScreen: '/dashboard',
};

/** PATCH /api/user/preferences: any subset of the fields. */
export const updatePreferencesRequestSchema = z
  .strictObject({
    timezone: z
      .string()
      .trim()
      .max(64, 'must be at most 64 characters')
      .refine(isTimeZone, 'must be an IANA time zone such as America/Chicago'),
    dateFormat: z.enum(DATE_FORMATS, { error: `must be one of ${DATE_FORMATS.join(', ')}` }),
    numberFormat: z.enum(NUMBER_FORMATS, { error: `must be one of ${NUMBER_FORMATS.join(', ')}` }),
    defaultScreen: z.enum(DEFAULT_SCREENS, { error: `must be one of ${DEFAULT_SCREENS.join(', ')}` }),
  })
  .partial();
export type UpdatePreferencesRequest = z.input<typeof updatePreferencesRequestSchema>;

/**
 * Stored preferences as people see them: a value that is not (or no longer) one of the choices
 * takes its default, and no row at all means the defaults.
 */
export function presentPreferences(
  row:
    | { timezone: string; dateFormat: string; numberFormat: string; defaultScreen: string }
    | null
    | undefined,
): Preferences {
  const pick = <K extends keyof Preferences>(k: K): Preferences[K] => {
    const parsed = preferencesSchema.shape[k].safeParse(row?.[k]);
    return parsed.success ? (parsed.data as Preferences[K]) : DEFAULT_PREFERENCES[k];
  };
  return {
    timezone: row && isTimeZone(row.timezone) ? row.timezone : DEFAULT_PREFERENCES.timezone,
    dateFormat: pick('dateFormat'),
    numberFormat: pick('numberFormat'),
    defaultScreen: pick('defaultScreen'),
  };
}
