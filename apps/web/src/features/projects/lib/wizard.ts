import {
  type CreateProject,
  normalizeProjectUrl,
  PROJECT_LIMITS,
  PROJECT_MAX_COMPETITORS,
  PROJECT_MAX_KEYWORDS,
} from '@sdp/shared';

// The project wizard's state and its checks, step by step (the server checks the same again:
// packages/shared/src/contracts/projects.ts). Messages are shown inline next to the field.

export const WIZARD_STEPS = ['website', 'competitors', 'keywords', 'location', 'limits', 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export const STEP_LABELS: Record<WizardStep, string> = {
  website: 'Website',
  competitors: 'Competitors',
  keywords: 'Keywords',
  location: 'Location',
  limits: 'Crawl limits',
  review: 'Review',
};

export interface WizardState {
  source: 'url' | 'hosted';
  url: string;
  siteId: string;
  name: string;
  /** One URL a line. */
  competitors: string;
  /** One keyword a line (or comma-separated). */
  keywords: string;
  city: string;
  state: string;
  maxPages: string;
  maxDepth: string;
  requestsPerSecond: string;
}

export const initialWizardState: WizardState = {
  source: 'url',
  url: '',
  siteId: '',
  name: '',
  competitors: '',
  keywords: '',
  city: '',
  state: '',
  maxPages: String(PROJECT_LIMITS.maxPages.default),
  maxDepth: String(PROJECT_LIMITS.maxDepth.default),
  requestsPerSecond: String(PROJECT_LIMITS.requestsPerSecond.default),
};

export type WizardErrors = Partial<Record<keyof WizardState, string>>;

const lines = (text: string) =>
  text
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter(Boolean);

function checkNumber(
  raw: string,
  key: keyof typeof PROJECT_LIMITS,
  label: string,
  int: boolean,
): string | undefined {
  const { min, max } = PROJECT_LIMITS[key];
  const v = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(v)) return `${label} must be a number`;
  if (int && !Number.isInteger(v)) return `${label} must be a whole number`;
  if (v < min || v > max) return `${label} must be between ${min} and ${max.toLocaleString('en-US')}`;
  return undefined;
}

/** The errors of one step (empty: the step may be left). */
export function validateStep(step: WizardStep, s: WizardState): WizardErrors {
  const e: WizardErrors = {};
  if (step === 'website' || step === 'review') {
    if (s.source === 'hosted') {
      if (!s.siteId) e.siteId = 'Pick one of your hosted sites';
    } else {
      const r = normalizeProjectUrl(s.url);
      if ('error' in r) e.url = r.error;
    }
    if (s.name.trim().length > 120) e.name = 'The name is too long (at most 120 characters)';
  }
  if (step === 'competitors' || step === 'review') {
    const list = lines(s.competitors);
    if (list.length > PROJECT_MAX_COMPETITORS)
      e.competitors = `At most ${PROJECT_MAX_COMPETITORS} competitors`;
    else {
      const bad = list.find((c) => 'error' in normalizeProjectUrl(c));
      if (bad) e.competitors = `"${bad}" is not a valid web address`;
    }
  }
  if (step === 'keywords' || step === 'review') {
    const list = lines(s.keywords);
    if (list.length > PROJECT_MAX_KEYWORDS) e.keywords = `At most ${PROJECT_MAX_KEYWORDS} keywords`;
    else if (list.some((k) => k.length > 100)) e.keywords = 'A keyword is longer than 100 characters';
  }
  if (step === 'location' || step === 'review') {
    if (s.city.trim() && !s.state.trim()) e.state = 'Enter the state too';
    if (!s.city.trim() && s.state.trim()) e.city = 'Enter the city too';
  }
  if (step === 'limits' || step === 'review') {
    e.maxPages = checkNumber(s.maxPages, 'maxPages', 'Pages', true);
    e.maxDepth = checkNumber(s.maxDepth, 'maxDepth', 'Depth', true);
    e.requestsPerSecond = checkNumber(s.requestsPerSecond, 'requestsPerSecond', 'Requests a second', false);
  }
  for (const k of Object.keys(e) as (keyof WizardState)[]) if (!e[k]) delete e[k];
  return e;
}

/** The POST /api/projects body of a valid state (the first crawl starts at once). */
export function toCreateBody(s: WizardState): CreateProject {
  const hosted = s.source === 'hosted';
  return {
    ...(hosted ? { siteId: s.siteId } : { url: s.url.trim() }),
    ...(s.name.trim() ? { name: s.name.trim() } : {}),
    competitors: lines(s.competitors),
    keywords: [...new Set(lines(s.keywords))],
    location: s.city.trim() && s.state.trim() ? { city: s.city.trim(), state: s.state.trim() } : null,
    limits: {
      maxPages: Number(s.maxPages),
      maxDepth: Number(s.maxDepth),
      ...(hosted ? {} : { requestsPerSecond: Number(s.requestsPerSecond) }),
    },
    startCrawl: true,
  };
}

export const listOf = lines;
