import { z } from 'zod';
import { apiSuccess } from './api';
import { endpoint } from './endpoint';
import { PAGE_EDIT_LIMITS, pageContentSchema, pagePathSchema, plainTextProblem } from './site-pages';
import { siteIdParamsSchema } from './sites';

// Edits the platform makes to a hosted site on the operator's behalf (an SEO opportunity's
// automated steps): their shape and limits, and the site screen's list of them. The server's
// SiteEditsService (modules/sites/site-edits.types.ts) takes these; docs/sites-api.md#site-edits.

export const SITE_EDIT_KINDS = [
  'set-title',
  'set-description',
  'add-internal-links',
  'add-faq',
  'fill-image-alts',
  'add-location-page',
  'refresh-content',
  'add-page',
] as const;
export const siteEditKindSchema = z.enum(SITE_EDIT_KINDS);

export const SITE_EDIT_STATUSES = ['staged', 'applied'] as const;

/** Lengths an edit is held to (a title or description search engines show whole). */
export const SITE_EDIT_LIMITS = {
  title: 70,
  description: 170,
  linkText: 120,
  links: 30,
  faqs: 10,
  question: PAGE_EDIT_LIMITS.question,
  answer: PAGE_EDIT_LIMITS.answer,
  minWords: 3000,
} as const;

const plain = (field: string, max: number) =>
  z
    .string(`${field}: required`)
    .trim()
    .min(1, `${field}: must not be empty`)
    .max(max, `${field}: at most ${max} characters`)
    .superRefine((s, ctx) => {
      const problem = plainTextProblem(s);
      if (problem) ctx.addIssue({ code: 'custom', message: `${field}: ${problem}` });
    });
const path = pagePathSchema;

/** One edit, as SiteEditsService.validate and stage take it. */
export const siteEditSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('set-title'), path, title: plain('title', SITE_EDIT_LIMITS.title) }),
  z.object({
    kind: z.literal('set-description'),
    path,
    description: plain('description', SITE_EDIT_LIMITS.description),
  }),
  z.object({
    kind: z.literal('add-internal-links'),
    path,
    links: z
      .array(z.object({ path, text: plain('links.text', SITE_EDIT_LIMITS.linkText) }))
      .min(1, 'links: at least one')
      .max(SITE_EDIT_LIMITS.links, `links: at most ${SITE_EDIT_LIMITS.links}`),
  }),
  z.object({
    kind: z.literal('add-faq'),
    path,
    faqs: z
      .array(
        z.object({
          question: plain('faqs.question', SITE_EDIT_LIMITS.question),
          answer: plain('faqs.answer', SITE_EDIT_LIMITS.answer),
        }),
      )
      .min(1, 'faqs: at least one')
      .max(SITE_EDIT_LIMITS.faqs, `faqs: at most ${SITE_EDIT_LIMITS.faqs}`),
  }),
  z.object({ kind: z.literal('fill-image-alts'), path }),
  z.object({ kind: z.literal('add-location-page'), placeId: z.string().trim().min(1).max(40) }),
  z.object({
    kind: z.literal('refresh-content'),
    path,
    minWords: z.number().int().min(1).max(SITE_EDIT_LIMITS.minWords).optional(),
  }),
  /** A new page at a free path, written elsewhere (the content generator; docs/content-generator.md). */
  z.object({ kind: z.literal('add-page'), path, content: pageContentSchema }),
]);
export type SiteEditInput = z.infer<typeof siteEditSchema>;

/** One edit of the site screen's list. */
export const siteEditViewSchema = z.object({
  id: z.string(),
  kind: siteEditKindSchema,
  /** The page ('' for a site-wide edit such as a new location page). */
  path: z.string(),
  /** staged: saved, not yet in a live version; applied: built into a deployed version. */
  status: z.enum(SITE_EDIT_STATUSES),
  batchId: z.string(),
  createdAt: z.string(),
  appliedAt: z.string().nullable().optional(),
  /** What it does, in a line ("Title: Roof Repair in Austin, TX"). */
  summary: z.string().optional(),
});
export type SiteEditView = z.infer<typeof siteEditViewSchema>;

export const siteEditsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/sites/:id/edits',
    params: siteIdParamsSchema,
    response: apiSuccess(z.array(siteEditViewSchema)),
  }),
};
