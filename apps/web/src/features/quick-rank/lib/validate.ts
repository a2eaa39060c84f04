import { quickRankKeywordSchema, quickRankUrlSchema } from '@sdp/shared';

export interface QuickRankFormErrors {
  url?: string;
  keyword?: string;
}

const message = (m: string) => m.replace(/^\w+: /, '');

/** The form's errors, with the server's own rules (the shared schemas); empty when it may be sent. */
export function validateQuickRankForm(input: { url: string; keyword: string }): QuickRankFormErrors {
  const errors: QuickRankFormErrors = {};
  const url = quickRankUrlSchema.safeParse(input.url);
  if (!url.success) errors.url = message(url.error.issues[0]?.message ?? 'invalid');
  const keyword = quickRankKeywordSchema.safeParse(input.keyword);
  if (!keyword.success) errors.keyword = message(keyword.error.issues[0]?.message ?? 'invalid');
  return errors;
}

/** Colour band of a 0-100 score. */
export const scoreTone = (score: number) => (score >= 75 ? 'good' : score >= 50 ? 'fair' : 'poor');
