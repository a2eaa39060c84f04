import { BATCH_MAX_SITES, TEMPLATE_IDS, type TemplateId } from '@sdp/shared';

/** The market filters and size a deployment form edits, as typed (strings). */
export interface MarketForm {
  limit: string;
  vertical: string;
  state: string;
  tier: '' | '1' | '2' | '3';
  minPayout: string;
  template: '' | TemplateId;
}

export interface ParsedMarketForm {
  limit: number;
  vertical?: string;
  state?: string;
  tier?: number;
  minPayout?: number;
  template?: TemplateId;
}

export type FormErrors = Partial<Record<keyof MarketForm, string>>;

/** Checks and converts the form; errors name the field in words. */
export function parseMarketForm(f: MarketForm): { value?: ParsedMarketForm; errors: FormErrors } {
  const errors: FormErrors = {};
  const limit = Number(f.limit);
  if (!/^\d+$/.test(f.limit.trim()) || limit < 1 || limit > BATCH_MAX_SITES)
    errors.limit = `Enter a whole number from 1 to ${BATCH_MAX_SITES}`;
  const state = f.state.trim().toUpperCase();
  if (state && !/^[A-Z]{2}$/.test(state)) errors.state = 'Use the two-letter state code, e.g. TX';
  const minPayout = f.minPayout.trim() === '' ? undefined : Number(f.minPayout);
  if (minPayout !== undefined && (!Number.isFinite(minPayout) || minPayout < 0))
    errors.minPayout = 'Enter an amount of 0 or more';
  if (f.template && !(TEMPLATE_IDS as readonly string[]).includes(f.template))
    errors.template = 'Unknown template';
  if (Object.keys(errors).length) return { errors };
  return {
    errors,
    value: {
      limit,
      ...(f.vertical ? { vertical: f.vertical } : {}),
      ...(state ? { state } : {}),
      ...(f.tier ? { tier: Number(f.tier) } : {}),
      ...(minPayout !== undefined ? { minPayout } : {}),
      ...(f.template ? { template: f.template } : {}),
    },
  };
}

/** How many sites a deployment of the best `limit` of `matching` markets plans. */
export const plannedCount = (limit: number, matching: number | undefined) =>
  matching === undefined ? undefined : Math.max(0, Math.min(limit, matching));
