import { MESSAGES } from '@sdp/shared';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/ui/spinner';
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
      screen('/', () => import('./routes/landing')),
      {
        element: <GuestRoute />,
        children: [
          screen('/login', () => import('./routes/login')),
          screen('/register', () => import('./routes/register')),
        ],
      },
      screen('/forgot-password', () => import('./routes/forgot-password')),
      screen('/reset-password', () => import('./routes/reset-password')),
      screen('/verify-email', () => import('./routes/verify-email')),
      screen('/oauth/callback', () => import('./routes/oauth-callback')),
      screen('/demo', () => import('./routes/demo')),
      screen('/privacy', () => import('./routes/privacy')),
      screen('/terms', () => import('./routes/terms')),
      screen('/contact', () => import('./routes/contact')),
      screen('/get-started', () => import('./routes/get-started')),

      redirect('/domination', '/dashboard'),
      redirect('/intelligence', '/dashboard'),
      redirect('/domination-control', '/superweapons'),
      redirect('/domination/dashboard', '/superweapons'),
      redirect('/dominator/opportunity-discovery', '/discovery'),
      redirect('/dominator/analysis', '/discovery'),
      redirect('/opportunities/discover', '/discovery'),
      redirect('/opportunities/local', '/discovery'),

      {
        element: <ProtectedRoute />,
        children: [
          {
            element: <AppLayout />,
            children: [
              screen('/dashboard', () => import('./routes/dashboard')),
              screen('/intelligence/causal', () => import('./routes/intelligence-causal')),
              screen('/intelligence/competitive', () => import('./routes/intelligence-competitive')),
              screen('/intelligence/patterns', () => import('./routes/intelligence-patterns')),
              screen('/intelligence/semantic', () => import('./routes/intelligence-semantic')),
              screen('/intelligence/strategic', () => import('./routes/intelligence-strategic')),
              screen('/content-generator', () => import('./routes/content-generator')),
              screen('/discovery', () => import('./routes/discovery')),
              screen('/generation', () => import('./routes/generation')),
              screen('/deployment', () => import('./routes/deployment')),
              screen('/monitoring', () => import('./routes/monitoring')),
              screen('/dominator', () => import('./routes/dominator')),
              screen(
                '/dominator/goldmine-deployment',
                () => import('./routes/dominator-goldmine-deployment'),
              ),
              screen('/dominator/analytics', () => import('./routes/dominator-analytics')),
              screen('/dominator/auto-deployment', () => import('./routes/dominator-auto-deployment')),
              screen('/opportunity/:id/details', () => import('./routes/opportunity-details')),
              screen('/ml-optimization', () => import('./routes/ml-optimization')),
              screen('/cost-dashboard', () => import('./routes/cost-dashboard')),
              screen('/admin', () => import('./routes/admin')),
              screen('/superweapons', () => import('./routes/superweapons')),
              screen('/keyword-finder', () => import('./routes/keyword-finder')),
              screen('/analytics', () => import('./routes/analytics')),
              screen('/quick-rank', () => import('./routes/quick-rank')),
              screen('/quick-rank/wins', () => import('./routes/quick-rank')),
              screen('/campaigns/new', () => import('./routes/new-campaign')),
              screen('/opportunities/competitors', () => import('./routes/intelligence-competitive')),
              screen('/projects', () => import('./routes/projects')),
              screen('/projects/new', () => import('./routes/project-wizard')),
              screen('/projects/:id', () => import('./routes/analysis-results')),
              screen('/analysis/:id', () => import('./routes/analysis-results')),
              screen('/settings', () => import('./routes/settings')),
              screen('/onboarding', () => import('./routes/onboarding')),
            ],
          },
        ],
      },
      screen('*', () => import('./routes/not-found')),
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
