// Edits the platform makes to a hosted site on the operator's behalf (an SEO opportunity's
// automated steps; docs/seo-opportunities.md#implementation). Each edit is kept with the site, so
// every later build keeps it, and applying edits builds a new version that is NOT live: the caller
// deploys it (a health-checked version switch), so a failed step leaves the live version untouched.
import type { PageContent } from './generator';

export type SiteEdit =
  /** A page's <title>. */
  | { kind: 'set-title'; path: string; title: string }
  /** A page's meta description. */
  | { kind: 'set-description'; path: string; description: string }
  /** Links from a page to others of the site (internal linking; orphans). */
  | { kind: 'add-internal-links'; path: string; links: { path: string; text: string }[] }
  /** FAQ questions on a page, emitted as visible FAQ and FAQPage JSON-LD. */
  | { kind: 'add-faq'; path: string; faqs: { question: string; answer: string }[] }
  /** Image alt text filled from the page's subject. */
  | { kind: 'fill-image-alts'; path: string }
  /** A new page for a place (dominator: add the place to the area; goldmine: a service-area page). */
  | { kind: 'add-location-page'; placeId: string }
  /** Rewrite a page's body with the next writer variant (thin or near-duplicate content). */
  | { kind: 'refresh-content'; path: string; minWords?: number }
  /** A new page at a free path with the given words (the content generator's saved draft). */
  | { kind: 'add-page'; path: string; content: PageContent };

export type SiteEditKind = SiteEdit['kind'];

export interface AppliedEdits {
  /** The new version (not live). */
  versionId: string;
  versionNumber: number;
  /** What changed, per edit, for the step's result. */
  changes: { kind: SiteEditKind; path: string; summary: string }[];
}

type Actor = { userId: string; teamId: string };

/**
 * The sites module's service for edits (app.services.siteEdits), used by SEO opportunity
 * implementations. Staged edits are stored in `site_edits` and included in every later build of
 * the site (after the operator's page overrides).
 */
export interface SiteEditsService {
  /** Checks an edit against the site (page exists, place known...): the reason it cannot apply, or null. */
  validate(actor: Actor, siteId: string, edit: SiteEdit): Promise<string | null>;
  /** Saves the edit under `batchId`; later builds include it. Answers what it will change. */
  stage(actor: Actor, siteId: string, batchId: string, edit: SiteEdit): Promise<{ summary: string }>;
  /** Builds a new version (not live) from the site with every saved edit; the caller deploys it. */
  build(
    actor: Actor,
    siteId: string,
    batchId: string,
    onStep?: (stage: string, pct: number) => void,
  ): Promise<AppliedEdits>;
  /** Marks the batch's edits applied (its version went live). */
  markApplied(actor: Actor, siteId: string, batchId: string): Promise<void>;
  /** Removes the batch's staged edits (a cancelled or failed implementation). */
  discard(actor: Actor, siteId: string, batchId: string): Promise<void>;
  /** The site's edits, newest first (the site screen lists them). */
  list(
    actor: Actor,
    siteId: string,
  ): Promise<
    {
      id: string;
      kind: SiteEditKind;
      path: string;
      status: string;
      batchId: string;
      createdAt: string;
      appliedAt?: string | null;
      /** What it does, in a line. */
      summary?: string;
    }[]
  >;
}
