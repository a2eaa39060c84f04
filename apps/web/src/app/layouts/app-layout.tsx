import { MESSAGES } from '@sdp/shared';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { LoadingScreen } from '@/components/ui/spinner';
import { ShellAccessBanner } from '@/features/billing';
import { WorkflowProvider, WorkflowTabBar } from '@/features/workflow';
import { LiveUpdates } from './live-updates';
import { TopNav } from './top-nav';

/**
 * The authenticated layout (docs/product/web.md#layout-and-navigation): skip link, fixed top navigation,
 * main, mobile tab bar.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <WorkflowProvider>
      <LiveUpdates />
      <a
        href="#main-content"
        className="sr-only z-[60] rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to main content
      </a>
      <TopNav />
      <main
        id="main-content"
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl px-4 pb-28 pt-24 outline-none md:pb-16 md:pt-36 lg:px-8"
      >
        <ShellAccessBanner />
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<LoadingScreen text={MESSAGES.loading} />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <WorkflowTabBar />
    </WorkflowProvider>
  );
}
