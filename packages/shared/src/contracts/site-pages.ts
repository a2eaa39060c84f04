import { z } from 'zod';
import { apiSuccess } from './api';
import { endpoint } from './endpoint';
import { siteIdParamsSchema, siteVersionSchema, templateIdSchema } from './sites';

// Page edits of a site (docs/product/rules.md#page-edits): the operator rewrites the headline, intro,
// sections and FAQ of a content page; every later build keeps the edit until it is reset.
// docs/product/api.md lists the routes.

/** How long and how many: every field an edit may hold. */
export const PAGE_EDIT_LIMITS = {
  title: 200,
  description: 400,
  h1: 200,
  intro: 2000,
  heading: 200,
  paragraph: 3000,
  paragraphsPerSection: 12,
  sections: 20,
  faqs: 40,
  question: 250,
  answer: 3000,
  /** A dominator hub lists every place of its area. */
  listItems: 1000,
  listText: 250,
} as const;

/** Page kinds the generator writes and compares (the others are fixed legal or utility text). */
export const EDITABLE_PAGE_KINDS = ['home', 'service', 'about', 'faq', 'hub', 'place'] as const;
export const PAGE_KINDS = [
  ...EDITABLE_PAGE_KINDS,
  'contact',
  'privacy',
  'terms',
  'thanks',
  'notfound',
] as const;
export const pageKindSchema = z.enum(PAGE_KINDS);
export type SitePageKind = z.infer<typeof pageKindSchema>;

/** Why a text is not plain: markup, control characters or a broken UTF-16 pair; null when it is. */
export function plainTextProblem(s: string): string | null {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 127) return 'must not hold control characters';
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = s.charCodeAt(i + 1);
      if (!(d >= 0xdc00 && d <= 0xdfff)) return 'must be valid text';
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) return 'must be valid text';
  }
  // The pages escape every character, so a tag would show as text: refuse it rather than print it.
  if (/<\s*[a-zA-Z!/?]/.test(s)) return 'must be plain text (no HTML tags)';
  return null;
}

const plain = (max: number, min = 1) =>
  z
    .string()
    .trim()
    .min(min, min === 1 ? 'must not be empty' : `must be at least ${min} characters`)
    .max(max, `must be at most ${max} characters`)
    .superRefine((s, ctx) => {
      const problem = plainTextProblem(s);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** A site-relative page path, as the page list names it: `/` or `/roof-repair/`. */
export const pagePathSchema = z
  .string()
  .trim()
  .max(300, 'path: at most 300 characters')
  .regex(/^\/(?:[a-z0-9-]+\/)*$/, 'path: must be a page path like / or /roof-repair/');

export const pageListItemSchema = z.object({
  text: plain(PAGE_EDIT_LIMITS.listText),
  /** A page of the same site (site-relative path); the build turns it into the link. */
  href: pagePathSchema.optional(),
});

export const pageSectionSchema = z.object({
  heading: plain(PAGE_EDIT_LIMITS.heading),
  paragraphs: z
    .array(plain(PAGE_EDIT_LIMITS.paragraph))
    .max(
      PAGE_EDIT_LIMITS.paragraphsPerSection,
      `at most ${PAGE_EDIT_LIMITS.paragraphsPerSection} paragraphs`,
    ),
  /** The generated links of a section (services, nearby places), kept as they are. */
  list: z
    .array(pageListItemSchema)
    .max(PAGE_EDIT_LIMITS.listItems, `at most ${PAGE_EDIT_LIMITS.listItems} items`)
    .optional(),
});

export const pageFaqSchema = z.object({
  q: plain(PAGE_EDIT_LIMITS.question),
  a: plain(PAGE_EDIT_LIMITS.answer),
});

/** A content page's words: plain text only (the templates escape it), within PAGE_EDIT_LIMITS. */
export const pageContentSchema = z.object({
  title: plain(PAGE_EDIT_LIMITS.title),
  description: plain(PAGE_EDIT_LIMITS.description, 0),
  h1: plain(PAGE_EDIT_LIMITS.h1),
  intro: plain(PAGE_EDIT_LIMITS.intro),
  sections: z
    .array(pageSectionSchema)
    .max(PAGE_EDIT_LIMITS.sections, `at most ${PAGE_EDIT_LIMITS.sections} sections`),
  faqs: z.array(pageFaqSchema).max(PAGE_EDIT_LIMITS.faqs, `at most ${PAGE_EDIT_LIMITS.faqs} questions`),
});
export type EditablePageContent = z.infer<typeof pageContentSchema>;

/** A page's content as the server answers it (generated words are not held to the edit limits). */
export const pageContentViewSchema = z.object({
  title: z.string(),
  description: z.string(),
  h1: z.string(),
  intro: z.string(),
  sections: z.array(
    z.object({
      heading: z.string(),
      paragraphs: z.array(z.string()),
      list: z.array(z.object({ text: z.string(), href: z.string().optional() })).optional(),
    }),
  ),
  faqs: z.array(z.object({ q: z.string(), a: z.string() })),
});
export type PageSection = z.infer<typeof pageSectionSchema>;
export type PageFaq = z.infer<typeof pageFaqSchema>;

/** One page of the latest version, for the editor's list. */
export const sitePageSchema = z.object({
  path: z.string(),
  title: z.string(),
  words: z.number().int(),
  /** Null for a version built before page editing. */
  kind: pageKindSchema.nullable(),
  /** A content page (its words are generated and compared); legal and utility pages are not. */
  editable: z.boolean(),
  /** The operator's edit replaces the generated words. */
  overridden: z.boolean(),
});
export type SitePage = z.infer<typeof sitePageSchema>;

export const sitePagesSchema = z.object({
  versionId: z.string(),
  versionNumber: z.number().int(),
  /** False for a version built before page editing: regenerate once to edit. */
  editable: z.boolean(),
  /** Max page-to-page similarity the generator keeps pages under. */
  threshold: z.number(),
  pages: z.array(sitePageSchema),
});
export type SitePages = z.infer<typeof sitePagesSchema>;

/** GET .../pages/content: which page (default: the home page). */
export const pageContentQuerySchema = z.object({ path: pagePathSchema.default('/') });
/** DELETE .../pages/content: which page's edit to drop. */
export const pagePathQuerySchema = z.object({ path: pagePathSchema });

export const sitePageContentSchema = z.object({
  path: z.string(),
  kind: pageKindSchema,
  /** From the operator's edit (true) or as the latest version generated it. */
  overridden: z.boolean(),
  updatedAt: z.string().nullable(),
  content: pageContentViewSchema,
});
export type SitePageContent = z.infer<typeof sitePageContentSchema>;

export const pageEditRequestSchema = z.object({ path: pagePathSchema, content: pageContentSchema });
export type PageEditRequest = z.input<typeof pageEditRequestSchema>;

/** How an edit compares with the other pages of the latest version. */
export const pagePreviewSchema = z.object({
  words: z.number().int(),
  /** Highest MinHash similarity (0-1) to another content page. */
  maxSimilarity: z.number(),
  closestPath: z.string().nullable(),
  threshold: z.number(),
  overThreshold: z.boolean(),
});
export type PagePreview = z.infer<typeof pagePreviewSchema>;

export const templatePreviewParamsSchema = z.object({ template: templateIdSchema });

export const sitePagesApi = {
  pages: endpoint({
    method: 'GET',
    path: '/api/sites/:id/pages',
    params: siteIdParamsSchema,
    response: apiSuccess(sitePagesSchema),
  }),
  content: endpoint({
    method: 'GET',
    path: '/api/sites/:id/pages/content',
    params: siteIdParamsSchema,
    query: pageContentQuerySchema,
    response: apiSuccess(sitePageContentSchema),
  }),
  preview: endpoint({
    method: 'POST',
    path: '/api/sites/:id/pages/preview',
    params: siteIdParamsSchema,
    body: pageEditRequestSchema,
    response: apiSuccess(pagePreviewSchema),
  }),
  save: endpoint({
    method: 'PUT',
    path: '/api/sites/:id/pages/content',
    params: siteIdParamsSchema,
    body: pageEditRequestSchema,
    response: apiSuccess(siteVersionSchema),
  }),
  reset: endpoint({
    method: 'DELETE',
    path: '/api/sites/:id/pages/content',
    params: siteIdParamsSchema,
    query: pagePathQuerySchema,
    response: apiSuccess(siteVersionSchema),
  }),
};

/** The sample page of a template (text/html, public): the picker's thumbnail. */
export const templatePreviewPath = (template: z.infer<typeof templateIdSchema>) =>
  `/api/sites/templates/${template}/preview`;
