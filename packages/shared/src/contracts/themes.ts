import { z } from 'zod';
import { apiSuccess } from './api';
import { endpoint } from './endpoint';

// Themes (docs/themes.md): the colour keys, the Theme shape kept in the browser's storage, and the
// import-from-URL call. The built-in palettes are in themes-builtin.ts.

export const THEME_COLOR_KEYS = [
  'background',
  'foreground',
  'muted',
  'mutedForeground',
  'popover',
  'popoverForeground',
  'card',
  'cardForeground',
  'border',
  'input',
  'primary',
  'primaryForeground',
  'secondary',
  'secondaryForeground',
  'accent',
  'accentForeground',
  'destructive',
  'destructiveForeground',
  'ring',
  'radius',
] as const;
export type ThemeColorKey = (typeof THEME_COLOR_KEYS)[number];

/**
 * A colour (or the radius) as a CSS value: hex, rgb(), hsl(), oklch(), a length. Only characters
 * such values need, so a value set as a CSS variable cannot end its declaration or its rule.
 */
export const themeCssValueSchema = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[#a-zA-Z0-9 .,%()/+-]+$/, 'Not a colour value');

export const themeColorSetSchema = z.object(
  Object.fromEntries(THEME_COLOR_KEYS.map((k) => [k, themeCssValueSchema])) as Record<
    ThemeColorKey,
    typeof themeCssValueSchema
  >,
);
export type ThemeColorSet = z.infer<typeof themeColorSetSchema>;

export const THEME_CATEGORIES = ['built-in', 'custom', 'imported'] as const;

/** A font stack of names only: letters, digits, spaces, hyphens, quotes and commas (no url()). */
const fontFamilySchema = z
  .string()
  .trim()
  .min(1)
  .max(300)
  .regex(/^[a-zA-Z0-9 ,"'-]+$/, 'A font stack of system font names');

export const themeSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'Lower-case letters, digits and hyphens'),
  name: z.string().trim().min(1).max(80),
  description: z.string().trim().max(300),
  category: z.enum(THEME_CATEGORIES),
  colors: z.object({ light: themeColorSetSchema, dark: themeColorSetSchema }),
  customCSS: z.string().max(20_000).optional(),
  animations: z.object({
    enabled: z.boolean(),
    duration: z.number().int().min(0).max(2000),
    easing: z.enum(['ease', 'ease-in', 'ease-out', 'ease-in-out', 'linear']),
  }),
  typography: z.object({
    fontFamily: fontFamilySchema,
    fontSize: z.number().min(12).max(22),
    lineHeight: z.number().min(1).max(2.2),
  }),
  effects: z.object({ blur: z.boolean(), shadows: z.boolean(), gradients: z.boolean() }),
  createdAt: z.string().max(40),
  updatedAt: z.string().max(40),
});
export type Theme = z.infer<typeof themeSchema>;

export const themeImportUrlSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, 'URL is required')
    .max(2000)
    .refine((v) => {
      try {
        const u = new URL(v);
        return u.protocol === 'http:' || u.protocol === 'https:';
      } catch {
        return false;
      }
    }, 'Enter the full http(s) URL of a page'),
});

export const themesApi = {
  /** Reads a page's CSS custom properties and answers them as an imported Theme (not stored). */
  importUrl: endpoint({
    method: 'POST',
    path: '/api/themes/import-url',
    body: themeImportUrlSchema,
    response: apiSuccess(themeSchema),
  }),
};
