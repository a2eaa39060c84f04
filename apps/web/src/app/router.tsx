import { MESSAGES } from '@sdp/shared';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/ui/spinner';
import { LEGACY_REDIRECTS, paths } from '@/config/paths';
import { BillingReturn } from '@/features/billing';
import { GuestRoute } from './guards/guest-route';
import { ProtectedRoute } from './guards/protected-route';
import { AppLayout } from './layouts/app-layout';
import { RootLayout } from './layouts/root-layout';
import { RouterError } from './router-error';

// Every screen is loaded lazily (docs/product/screens.md).
type Loader = () => Promise<{ default: ComponentType }>;
const screen = (path: string | undefined, load: Loader): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  lazy: async () => ({ Component: (await load()).default }),
});
const redirect = (path: string, to: string): RouteObject => ({ path, element: <Navigate to={to} replace /> });

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouterError />,
    hydrateFallbackElement: <LoadingScreen text={MESSAGES.loading} />,
    children: [
      screen(paths.home, () => import('./routes/landing')),
      {
        element: <GuestRoute />,
        children: [
          screen(paths.login, () => import('./routes/login')),
          screen(paths.register, () => import('./routes/register')),
        ],
      },
      screen(paths.forgotPassword, () => import('./routes/forgot-password')),
      screen(paths.resetPassword, () => import('./routes/reset-password')),
      screen(paths.verifyEmail, () => import('./routes/verify-email')),
      screen(paths.oauthCallback, () => import('./routes/oauth-callback')),
      screen(paths.demo, () => import('./routes/demo')),
      screen(paths.privacy, () => import('./routes/privacy')),
      screen(paths.terms, () => import('./routes/terms')),
      screen(paths.contact, () => import('./routes/contact')),
      screen(paths.getStarted, () => import('./routes/get-started')),
      screen(paths.invite.pattern, () => import('./routes/invite')),
      ...LEGACY_REDIRECTS.map(([from, to]) => redirect(from, to)),

      {
        element: <ProtectedRoute />,
        children: [
          {
            element: <AppLayout />,
            children: [
              screen(paths.dashboard, () => import('./routes/dashboard')),
              screen(paths.intelligenceCausal, () => import('./routes/intelligence-causal')),
              screen(paths.intelligenceCompetitive, () => import('./routes/intelligence-competitive')),
              screen(paths.intelligencePatterns, () => import('./routes/intelligence-patterns')),
              screen(paths.intelligenceSemantic, () => import('./routes/intelligence-semantic')),
              screen(paths.intelligenceStrategic, () => import('./routes/intelligence-strategic')),
              screen(paths.contentGenerator, () => import('./routes/content-generator')),
              screen(paths.discovery, () => import('./routes/discovery')),
              screen(paths.generation, () => import('./routes/generation')),
              screen(paths.deployment, () => import('./routes/deployment')),
              screen(paths.monitoring, () => import('./routes/monitoring')),
              screen(paths.dominator, () => import('./routes/dominator')),
              screen(
                paths.dominatorGoldmineDeployment,
                () => import('./routes/dominator-goldmine-deployment'),
              ),
              screen(paths.dominatorAnalytics, () => import('./routes/dominator-analytics')),
              screen(paths.dominatorAutoDeployment, () => import('./routes/dominator-auto-deployment')),
              screen(paths.opportunityDetails.pattern, () => import('./routes/opportunity-details')),
              screen(paths.leads, () => import('./routes/leads')),
              screen(paths.lead.pattern, () => import('./routes/lead-details')),
              screen(paths.mlOptimization, () => import('./routes/ml-optimization')),
              screen(paths.costDashboard, () => import('./routes/cost-dashboard')),
              screen(paths.admin, () => import('./routes/admin')),
              screen(paths.superweapons, () => import('./routes/superweapons')),
              screen(paths.keywordFinder, () => import('./routes/keyword-finder')),
              screen(paths.analytics, () => import('./routes/analytics')),
              screen(paths.quickRank, () => import('./routes/quick-rank')),
              screen(paths.quickRankWins, () => import('./routes/quick-rank')),
              screen(paths.newCampaign, () => import('./routes/new-campaign')),
              screen(paths.campaign.pattern, () => import('./routes/campaign')),
              screen(paths.opportunitiesCompetitors, () => import('./routes/intelligence-competitive')),
              screen(paths.projects, () => import('./routes/projects')),
              screen(paths.newProject, () => import('./routes/project-wizard')),
              screen(paths.project.pattern, () => import('./routes/analysis-results')),
              screen(paths.analysis.pattern, () => import('./routes/analysis-results')),
              screen(paths.settings, () => import('./routes/settings')),
              { path: paths.billingReturn, element: <BillingReturn /> },
              screen(paths.onboarding, () => import('./routes/onboarding')),
            ],
          },
        ],
      },
      screen('*', () => import('./routes/not-found')),
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
