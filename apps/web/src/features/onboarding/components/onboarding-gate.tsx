import { MESSAGES } from '@sdp/shared';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useOnboardingStatus } from '../api/onboarding-status';

// Onboarding is shown once (docs/onboarding.md "Shown once"): a signed-in user who has not finished or
// skipped it and whose team has no site yet is sent to /onboarding on the first screen they open in
// this browser session. Finishing or skipping marks it done on the server; leaving it any other way
// does not send them back until their next session.

const offeredKey = (userId: string) => `sdp:onboarding-offered:${userId}`;

function offered(userId: string): boolean {
  try {
    return sessionStorage.getItem(offeredKey(userId)) === '1';
  } catch {
    return true; // no storage: never force the redirect
  }
}

function markOffered(userId: string) {
  try {
    sessionStorage.setItem(offeredKey(userId), '1');
  } catch {
    // storage refused: nothing to remember
  }
}

/** Wraps the signed-in screens; `userId` is the signed-in user's. */
export function OnboardingGate({ userId, children }: { userId: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const onOnboarding = pathname === paths.onboarding;
  const wasOffered = offered(userId);
  const status = useOnboardingStatus(!wasOffered && !onOnboarding);
  useEffect(() => {
    if (onOnboarding) markOffered(userId);
  }, [onOnboarding, userId]);

  if (wasOffered || onOnboarding) return children;
  if (status.isPending) return <LoadingScreen text={MESSAGES.loading} />;
  const due = status.data && !status.data.completed && !status.data.teamHasSites;
  if (due) {
    // Remembered as it is decided, not when /onboarding renders: a reload or another screen opened
    // in between must not be sent back.
    markOffered(userId);
    return <Navigate to={paths.onboarding} replace />;
  }
  return children;
}
