// Every path of the app in one place: the router registers these, and links, navigate() calls and
// redirects use them. A path with an id is a function; its `pattern` is what the router registers.

/** `/x/:id/y` as a function of the id (encoded), with the pattern kept for the router. */
function withId(pattern: string) {
  return Object.assign((id: string) => pattern.replace(':id', encodeURIComponent(id)), { pattern });
}

export const paths = {
  home: '/',

  // Public and sign-in screens
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  oauthCallback: '/oauth/callback',
  demo: '/demo',
  privacy: '/privacy',
  terms: '/terms',
  contact: '/contact',
  getStarted: '/get-started',
  /** A team invitation link (public: for new and existing accounts). */
  invite: Object.assign((token: string) => `/invite/${encodeURIComponent(token)}`, {
    pattern: '/invite/:token',
  }),

  // Signed-in screens
  dashboard: '/dashboard',
  intelligenceCausal: '/intelligence/causal',
  intelligenceCompetitive: '/intelligence/competitive',
  intelligencePatterns: '/intelligence/patterns',
  intelligenceSemantic: '/intelligence/semantic',
  intelligenceStrategic: '/intelligence/strategic',
  contentGenerator: '/content-generator',
  discovery: '/discovery',
  /** Discovery with its filters in the query string. */
  discoveryWith: (search: URLSearchParams | string) => `/discovery?${search.toString()}`,
  generation: '/generation',
  deployment: '/deployment',
  monitoring: '/monitoring',
  /** Monitoring opened on one site. */
  monitoringSite: (siteId: string) => `/monitoring?site=${encodeURIComponent(siteId)}`,
  dominator: '/dominator',
  dominatorGoldmineDeployment: '/dominator/goldmine-deployment',
  dominatorAnalytics: '/dominator/analytics',
  dominatorAutoDeployment: '/dominator/auto-deployment',
  opportunityDetails: withId('/opportunity/:id/details'),
  /** Every lead of every site (the inbox), and one lead. */
  leads: '/leads',
  lead: withId('/leads/:id'),
  mlOptimization: '/ml-optimization',
  costDashboard: '/cost-dashboard',
  admin: '/admin',
  superweapons: '/superweapons',
  keywordFinder: '/keyword-finder',
  analytics: '/analytics',
  quickRank: '/quick-rank',
  quickRankWins: '/quick-rank/wins',
  newCampaign: '/campaigns/new',
  campaign: withId('/campaigns/:id'),
  opportunitiesCompetitors: '/opportunities/competitors',
  projects: '/projects',
  newProject: '/projects/new',
  project: withId('/projects/:id'),
  analysis: withId('/analysis/:id'),
  settings: '/settings',
  /** The data-provider keys section of the settings. */
  settingsProviders: '/settings#providers',
  /** The billing section of the settings: plan, trial, usage, invoices. */
  settingsBilling: '/settings#billing',
  /** Where Stripe's Checkout and card portal send the user back (the server's return address). */
  billingReturn: '/settings/billing',
  onboarding: '/onboarding',
} as const;

/** Old addresses that still work: each redirects (replace) to a current screen. */
export const LEGACY_REDIRECTS: readonly (readonly [from: string, to: string])[] = [
  ['/domination', paths.dashboard],
  ['/intelligence', paths.dashboard],
  ['/domination-control', paths.superweapons],
  ['/domination/dashboard', paths.superweapons],
  ['/dominator/opportunity-discovery', paths.discovery],
  ['/dominator/analysis', paths.discovery],
  ['/opportunities/discover', paths.discovery],
  ['/opportunities/local', paths.discovery],
];
