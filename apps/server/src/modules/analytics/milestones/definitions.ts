// Milestones per site and achievements per user (PRODUCT.md §5): kinds, targets, words, badges.

export const MILESTONES = {
  first_visitor: { target: 1, title: 'First visitor', badge: 'footprints', unit: 'visitor' },
  first_lead: { target: 1, title: 'First lead', badge: 'inbox', unit: 'lead' },
  ten_leads: { target: 10, title: '10 leads', badge: 'layers', unit: 'leads' },
  first_100: { target: 100, title: 'First $100', badge: 'dollar-sign', unit: 'usd' },
  first_1000_month: { target: 1000, title: 'First $1,000 month', badge: 'trophy', unit: 'usd' },
  top_10: { target: 10, title: 'Top-10 ranking', badge: 'trending-up', unit: 'position' },
  top_3: { target: 3, title: 'Top-3 ranking', badge: 'medal', unit: 'position' },
} as const;
export type MilestoneKind = keyof typeof MILESTONES;
export const MILESTONE_TARGETS = Object.entries(MILESTONES).map(([k, v]) => [k, v.target] as const);

/** Position milestones are met by a position at or below the target (1 is best); 0 = none yet. */
export const isPositionKind = (kind: string) => kind === 'top_10' || kind === 'top_3';
export const milestoneMet = (kind: string, progress: number, target: number) =>
  isPositionKind(kind) ? progress > 0 && progress <= target : progress >= target;

export interface UserTotals {
  sitesLive: number;
  sitesActive: number;
  leads: number;
  rented: number;
  revenue: number;
  bestMonth: number;
  bestPosition: number | null;
}

export interface AchievementDef {
  kind: string;
  title: string;
  description: string;
  badge: string;
  earned: (t: UserTotals) => boolean;
}

export const ACHIEVEMENTS: AchievementDef[] = [
  {
    kind: 'first_site_live',
    title: 'Launched',
    description: 'Your first site went live.',
    badge: 'rocket',
    earned: (t) => t.sitesLive >= 1,
  },
  {
    kind: 'five_sites_live',
    title: 'Five live sites',
    description: 'Five of your sites are live at once.',
    badge: 'globe',
    earned: (t) => t.sitesLive >= 5,
  },
  {
    kind: 'portfolio_10_sites',
    title: 'Portfolio of 10',
    description: 'Ten sites in your portfolio (not archived).',
    badge: 'briefcase',
    earned: (t) => t.sitesActive >= 10,
  },
  {
    kind: 'first_lead',
    title: 'First lead',
    description: 'A visitor sent the lead form on one of your sites.',
    badge: 'inbox',
    earned: (t) => t.leads >= 1,
  },
  {
    kind: 'hundred_leads',
    title: '100 leads',
    description: 'Your sites have received 100 leads.',
    badge: 'layers',
    earned: (t) => t.leads >= 100,
  },
  {
    kind: 'first_renter',
    title: 'First renter',
    description: 'A business rents one of your sites.',
    badge: 'handshake',
    earned: (t) => t.rented >= 1,
  },
  {
    kind: 'first_100_revenue',
    title: 'First $100',
    description: 'Your sites have earned $100 (accepted or billed leads and rent).',
    badge: 'dollar-sign',
    earned: (t) => t.revenue >= 100,
  },
  {
    kind: 'first_1000_month',
    title: '$1,000 month',
    description: 'Your sites earned $1,000 in one calendar month.',
    badge: 'trophy',
    earned: (t) => t.bestMonth >= 1000,
  },
  {
    kind: 'first_top10',
    title: 'Page one',
    description: 'A tracked keyword of one of your sites ranks in the top 10.',
    badge: 'trending-up',
    earned: (t) => t.bestPosition != null && t.bestPosition <= 10,
  },
];

const usd = (n: number) => `$${n.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;

/** The notification text of an achieved milestone. */
export function milestoneMessage(kind: MilestoneKind, siteName: string, progress: number): string {
  switch (kind) {
    case 'first_visitor':
      return `${siteName} had its first visitor.`;
    case 'first_lead':
      return `${siteName} received its first lead.`;
    case 'ten_leads':
      return `${siteName} has received 10 leads.`;
    case 'first_100':
      return `${siteName} has earned ${usd(progress)} so far.`;
    case 'first_1000_month':
      return `${siteName} earned ${usd(progress)} in one month.`;
    case 'top_10':
    case 'top_3':
      return `${siteName} ranks #${progress} for a tracked keyword.`;
  }
}
