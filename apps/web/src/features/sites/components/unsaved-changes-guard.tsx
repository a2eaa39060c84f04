import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

const LEAVE_TEXT = 'Your edits of this page are not saved. Leave and lose them?';

/** In-app navigation away while `when`: asks first (needs a data router; the app has one). */
function RouteBlocker({ when }: { when: boolean }) {
  const blocker = useBlocker(when);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title="Leave without saving?"
      description={LEAVE_TEXT}
      pending={false}
      confirmLabel="Leave"
      pendingLabel="Leaving…"
      destructive
      onConfirm={() => blocker.proceed?.()}
    />
  );
}

/**
 * While there are unsaved edits: the browser asks before a reload or closing the tab, and the app
 * before another screen opens.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useEffect(() => {
    if (!when) return;
    const ask = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = LEAVE_TEXT;
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);
  return dataRouter ? <RouteBlocker when={when} /> : null;
}
