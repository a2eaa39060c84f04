import { z } from 'zod';
import { apiSuccess } from './api';
import { endpoint } from './endpoint';
import { PAGE_EDIT_LIMITS, pagePathSchema, plainTextProblem } from './site-pages';
import { siteVersionSchema } from './sites';

// Content generator (docs/content-generator.md): a page written for a keyword and a place by the
// site generator's built-in writer or the configured LLM, scored 0-100 on keyword coverage,
// readability, structure and uniqueness against the team's other pages, edited, and saved to a
// hosted site as a new page (or over an existing one) in a new deployed version.

export const CONTENT_WRITERS = ['built-in', 'llm'] as const;
export type ContentWriterChoice = (typeof CONTENT_WRITERS)[number];

export const CONTENT_SCORE_IDS = ['keywordCoverage', 'readability', 'structure', 'uniqueness'] as const;
export type ContentScoreId = (typeof CONTENT_SCORE_IDS)[number];

/** Weights of the overall score (they add up to 100; docs/content-generator.md#scores). */
export const CONTENT_SCORE_WEIGHTS: Record<ContentScoreId, number> = {
  keywordCoverage: 35,
  readability: 20,
  structure: 25,
  uniqueness: 20,
};

export const CONTENT_DRAFT_LIMITS = {
  keyword: 120,
  title: PAGE_EDIT_LIMITS.title,
  description: PAGE_EDIT_LIMITS.description,
  h1: PAGE_EDIT_LIMITS.h1,
  intro: PAGE_EDIT_LIMITS.intro,
  heading: PAGE_EDIT_LIMITS.heading,
  /** A section's body: paragraphs separated by a blank line. */
  body: 12_000,
  sections: PAGE_EDIT_LIMITS.sections,
  faqs: PAGE_EDIT_LIMITS.faqs,
  question: PAGE_EDIT_LIMITS.question,
  answer: PAGE_EDIT_LIMITS.answer,
} as const;

const text = (field: string, max: number, min = 1) =>
  z
    .string(`${field}: required`)
    .trim()
    .min(min, min ? `${field}: must not be empty` : `${field}: required`)
    .max(max, `${field}: at most ${max} characters`)
    .superRefine((s, ctx) => {
      const problem = plainTextProblem(s);
      if (problem) ctx.addIssue({ code: 'custom', message: `${field}: ${problem}` });
    });

export const contentKeywordSchema = text('keyword', CONTENT_DRAFT_LIMITS.keyword).refine(
  (v) => /[\p{L}\p{N}]/u.test(v),
  'keyword: needs at least one letter or digit',
);

export const contentSectionSchema = z.object({
  heading: text('sections.heading', CONTENT_DRAFT_LIMITS.heading),
  body: text('sections.body', CONTENT_DRAFT_LIMITS.body),
});
export const contentFaqSchema = z.object({
  q: text('faq.q', CONTENT_DRAFT_LIMITS.question),
  a: text('faq.a', CONTENT_DRAFT_LIMITS.answer),
});

export const generateDraftSchema = z.strictObject({
  keyword: contentKeywordSchema,
  placeId: z
    .string('placeId: must be a place id')
    .trim()
    .min(1, 'placeId: must not be empty')
    .max(40)
    .optional(),
  siteId: z.uuid('siteId: not a site id').optional(),
  writer: z.enum(CONTENT_WRITERS, "writer: must be 'built-in' or 'llm'").default('built-in'),
});
export type GenerateDraftInput = z.input<typeof generateDraftSchema>;

export const updateDraftSchema = z
  .strictObject({
    title: text('title', CONTENT_DRAFT_LIMITS.title),
    description: text('description', CONTENT_DRAFT_LIMITS.description, 0),
    h1: text('h1', CONTENT_DRAFT_LIMITS.h1),
    intro: text('intro', CONTENT_DRAFT_LIMITS.intro),
    sections: z
      .array(contentSectionSchema, 'sections: must be a list')
      .max(CONTENT_DRAFT_LIMITS.sections, `sections: at most ${CONTENT_DRAFT_LIMITS.sections}`),
    faq: z
      .array(contentFaqSchema, 'faq: must be a list')
      .max(CONTENT_DRAFT_LIMITS.faqs, `faq: at most ${CONTENT_DRAFT_LIMITS.faqs}`),
  })
  /** Nothing given: the draft is scored again as it stands (the team's pages may have changed). */
  .partial();
export type UpdateDraftInput = z.input<typeof updateDraftSchema>;

export const saveDraftSchema = z.strictObject({
  siteId: z.uuid('siteId: not a site id'),
  /** The page to replace; absent: a new page at a path made from the keyword. */
  path: pagePathSchema.optional(),
});
export type SaveDraftInput = z.input<typeof saveDraftSchema>;

export const draftIdParamsSchema = z.object({ id: z.uuid('id: not a draft id') });

export const contentScoreSchema = z.object({
  id: z.enum(CONTENT_SCORE_IDS),
  label: z.string(),
  /** 0-100. */
  score: z.number().int(),
  weight: z.number(),
  reasons: z.array(z.string()),
});
export type ContentScore = z.infer<typeof contentScoreSchema>;

export const contentScoresSchema = z.object({
  overall: z.number().int(),
  parts: z.array(contentScoreSchema),
  words: z.number().int(),
  /** Flesch reading ease of the body (may fall outside 0-100). */
  flesch: z.number(),
  /** The most similar page of the team's hosted sites (MinHash estimate), null when none. */
  closest: z
    .object({
      siteId: z.string(),
      siteName: z.string(),
      path: z.string(),
      url: z.string(),
      similarity: z.number(),
    })
    .nullable(),
  /** How many of the team's pages were compared. */
  pagesCompared: z.number().int(),
  /** The related terms looked for (the vertical's keyword set). */
  terms: z.array(z.object({ term: z.string(), found: z.boolean() })),
});
export type ContentScores = z.infer<typeof contentScoresSchema>;

export const contentDraftSchema = z.object({
  id: z.string(),
  keyword: z.string(),
  place: z.object({ placeId: z.string(), name: z.string(), state: z.string() }).nullable(),
  siteId: z.string().nullable(),
  verticalSlug: z.string().nullable(),
  verticalName: z.string().nullable(),
  /** 'built-in' or the LLM's model name. */
  writer: z.string(),
  title: z.string(),
  description: z.string(),
  h1: z.string(),
  intro: z.string(),
  sections: z.array(z.object({ heading: z.string(), body: z.string() })),
  faq: z.array(z.object({ q: z.string(), a: z.string() })),
  scores: contentScoresSchema,
  status: z.enum(['draft', 'saved']),
  savedPath: z.string().nullable(),
  savedVersionId: z.string().nullable(),
  /** The live page once saved. */
  savedUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContentDraft = z.infer<typeof contentDraftSchema>;

export const contentDraftSummarySchema = contentDraftSchema
  .pick({
    id: true,
    keyword: true,
    place: true,
    siteId: true,
    writer: true,
    title: true,
    status: true,
    savedPath: true,
    savedUrl: true,
    createdAt: true,
    updatedAt: true,
  })
  .extend({ overall: z.number().int() });
export type ContentDraftSummary = z.infer<typeof contentDraftSummarySchema>;

export const saveDraftResultSchema = z.object({
  draft: contentDraftSchema,
  version: siteVersionSchema,
  url: z.string(),
});
export type SaveDraftResult = z.infer<typeof saveDraftResultSchema>;

export const contentGeneratorApi = {
  generate: endpoint({
    method: 'POST',
    path: '/api/content-generator/drafts',
    body: generateDraftSchema,
    response: apiSuccess(contentDraftSchema),
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/content-generator/drafts',
    response: apiSuccess(z.array(contentDraftSummarySchema)),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/content-generator/drafts/:id',
    params: draftIdParamsSchema,
    response: apiSuccess(contentDraftSchema),
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/content-generator/drafts/:id',
    params: draftIdParamsSchema,
    body: updateDraftSchema,
    response: apiSuccess(contentDraftSchema),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/content-generator/drafts/:id',
    params: draftIdParamsSchema,
    response: apiSuccess(z.object({ id: z.string() })),
  }),
  save: endpoint({
    method: 'POST',
    path: '/api/content-generator/drafts/:id/save',
    params: draftIdParamsSchema,
    body: saveDraftSchema,
    response: apiSuccess(saveDraftResultSchema),
  }),
};
