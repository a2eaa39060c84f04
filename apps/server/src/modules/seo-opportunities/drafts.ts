import type {
  ExpectedEffect,
  SeoOpportunityCategory,
  SeoOpportunityDifficulty,
  SeoOpportunitySource,
} from '@sdp/shared';
import type { SiteEdit } from '../sites/index';
import { describeEdits, editStepTitle } from './hosted-edits';
import type { StepInput } from './opportunities.repository';

// An opportunity as a generator computes it, before it is stored (generate.ts upserts by key).

export interface Draft {
  sourceKey: string;
  source: SeoOpportunitySource;
  title: string;
  description: string;
  category: SeoOpportunityCategory;
  difficulty: SeoOpportunityDifficulty;
  score: number;
  quickWin: boolean;
  automated: boolean;
  expectedEffect: ExpectedEffect;
  affectedUrls: string[];
  evidence: Record<string, unknown>;
  steps: StepInput[];
  /** Hosted sites: the steps when the site edits service refuses every edit (a page it does not edit). */
  manualFallback?: StepInput[];
  /** The difficulty when done by hand (the fallback). */
  manualDifficulty?: Draft['difficulty'];
}

/** Edits per automated step (a step's result lists each edit's change). */
export const EDITS_PER_STEP = 10;

export const DEPLOY_STEP: StepInput = {
  title: 'Publish the changes',
  detail:
    'Builds a new version with the edits and deploys it with a health check; if the check fails, the previous version stays live.',
  action: 'deploy',
  automated: true,
};

/** Automated steps for edits (EDITS_PER_STEP each), grouped by kind in the given order. */
export function editSteps(edits: SiteEdit[]): StepInput[] {
  const steps: StepInput[] = [];
  const kinds = [...new Set(edits.map((e) => e.kind))];
  for (const kind of kinds) {
    const ofKind = edits.filter((e) => e.kind === kind);
    for (let i = 0; i < ofKind.length; i += EDITS_PER_STEP) {
      const chunk = ofKind.slice(i, i + EDITS_PER_STEP);
      steps.push({
        title: editStepTitle(kind, chunk.length),
        detail: describeEdits(chunk),
        action: kind,
        params: { edits: chunk },
        automated: true,
      });
    }
  }
  return steps;
}

export const urlList = (urls: string[], max = 20) =>
  urls.length === 0
    ? ''
    : `\n\nPages:\n${urls
        .slice(0, max)
        .map((u) => `- ${u}`)
        .join('\n')}${urls.length > max ? `\n- and ${urls.length - max} more` : ''}`;

/** Manual steps: the instructions, the first carrying the pages. */
export function manualSteps(instructions: string[], urls: string[], confirm?: string): StepInput[] {
  const steps = instructions.map((text, i) => ({
    title: text.length > 120 ? `${text.slice(0, 117)}…` : text,
    detail: i === 0 ? `${text}${urlList(urls)}` : text,
    action: 'manual',
    automated: false,
  }));
  if (confirm) steps.push({ title: 'Check the result', detail: confirm, action: 'manual', automated: false });
  return steps;
}

/** Monthly figure from a sum over `days` days. */
export const monthly = (sum: number, days: number) => (days > 0 ? (sum * 30) / days : 0);
