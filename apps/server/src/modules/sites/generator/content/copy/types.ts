// The voice and facts of one vertical, written once by hand per vertical (docs/product/rules.md#site-copy).
// Plain text with the {var} slots of vars.ts ({city}, {county}, {business}, {phone}, ...). US English,
// acronyms in capitals, no internal metrics, no promises of outcome for regulated professions.

/**
 * How a vertical's customers arrive, which decides what its copy may say:
 * - emergency: things break and people need help now (plumbing, towing, locksmiths, bail bonds);
 *   "emergency" and "24-hour" wording only when the business itself is open around the clock.
 * - planned: work people plan and compare (remodeling, solar, fencing); never "emergency".
 * - legal: lawyers; no guarantee of results, an attorney-advertising disclaimer.
 * - medical: licensed health care; no guarantee of results, a medical disclaimer.
 * - care: addiction treatment and senior living; careful, compliant wording, no permits or
 *   inspections talk, a disclaimer, crisis line where it applies.
 * - professional: financial and other licensed services (mortgage, insurance, tax, real estate).
 */
export type VerticalKind = 'emergency' | 'planned' | 'legal' | 'medical' | 'care' | 'professional';

export interface ServiceCopy {
  /** Display name, title case with acronyms in capitals ("AC Repair"). */
  name: string;
  /** The search phrase the page targets, lower case ("ac repair"); one of the vertical's keywords when it fits. */
  keyword: string;
  /**
   * Only on a site whose business is open around the clock ("24-Hour Plumbing", "Emergency
   * Lockout Service"); left out otherwise so no page promises hours the business does not keep.
   */
  needs24h?: boolean;
  /** What the service is and what it includes: 4-6 sentences. */
  what: string[];
  /** Signs someone needs it, as short list items (4-6). */
  signs: string[];
  /** How the job goes, step by step (4-6 items, a sentence each). */
  steps: string[];
  /** What drives the price, without figures: 2-3 sentences. */
  cost: string[];
  /** How long it takes and when to book: 1-3 sentences. */
  timing: string[];
  /** Questions people ask about this service (3-4), answers 2-3 sentences. */
  faqs: { q: string; a: string }[];
}

export interface VerticalCopy {
  /** The vertical's slug in data/verticals/. */
  slug: string;
  kind: VerticalKind;
  /** Who the customer is, as the copy addresses them: "homeowners", "patients", "families", "drivers", "clients". */
  audience: string;
  /** What the trade does and why it matters locally: 5-8 sentences in the customer's words. */
  about: string[];
  /** The services the site offers: 4-8, each a real page. */
  services: ServiceCopy[];
  /** Why choose a good provider of this trade (6-10 short list items, no invented facts). */
  why: string[];
  /** How to prepare or what to have ready before the first call (3-6 items). */
  prepare: string[];
  /** Questions people ask about the trade in general (6-10), answers 2-4 sentences. */
  faqs: { q: string; a: string }[];
  /**
   * Seasonal advice in a customer's words, by month (0 = January): each entry covers the months
   * it lists ("Book AC tune-ups before the June rush"). Every month appears in exactly one entry.
   */
  seasons: { months: number[]; advice: string[] }[];
  /** Required for legal, medical and care kinds; shown on every page footer and the about page. */
  disclaimer?: string;
  /** Phrases this vertical's copy must never contain, beyond the ones its kind bans. */
  banned?: string[];
}
