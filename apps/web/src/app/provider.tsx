import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { Toaster } from '@/components/ui/toaster';
import { ThemeProvider } from '@/features/themes';
import { queryClient } from '@/lib/query-client';
import { RealtimeProvider } from '@/lib/realtime';
import { SessionProvider } from '@/lib/session';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary>
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <RealtimeProvider>{children}</RealtimeProvider>
            <Toaster />
          </SessionProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </ErrorBoundary>
  );
}
