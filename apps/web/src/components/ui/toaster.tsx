import { TOAST } from '@sdp/shared';
import { AlertCircle, AlertTriangle, CheckCircle2, Info, Trophy, X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { dismissToast, getToasts, type NotificationType, subscribeToasts } from '@/lib/toast-store';
import { cn } from '@/lib/utils';

const look: Record<NotificationType, { icon: typeof Info; className: string }> = {
  success: { icon: CheckCircle2, className: 'text-emerald-400' },
  error: { icon: AlertCircle, className: 'text-red-400' },
  warning: { icon: AlertTriangle, className: 'text-amber-400' },
  info: { icon: Info, className: 'text-blue-400' },
  achievement: { icon: Trophy, className: 'text-yellow-300' },
};

/**
 * Radix Toast: limit 1, 5000 ms default, F8 hotkey, swipe threshold 50 (docs/product/web.md#notifications).
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <Toast.Provider duration={TOAST.durationMs} swipeThreshold={TOAST.swipeThreshold} swipeDirection="right">
      {toasts.map((t) => {
        const { icon: Icon, className } = look[t.type];
        return (
          <Toast.Root
            key={t.id}
            open={t.open}
            duration={t.duration}
            onOpenChange={(open) => !open && dismissToast(t.id)}
            data-type={t.type}
            className="group pointer-events-auto flex w-full animate-toast-in items-start gap-3 rounded-lg border border-border bg-popover p-4 text-popover-foreground shadow-2xl data-[state=closed]:hidden data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]"
          >
            <Icon className={cn('mt-0.5 size-5 shrink-0', className)} aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>
              {t.message && (
                <Toast.Description className="mt-1 text-sm text-muted-foreground">
                  {t.message}
                </Toast.Description>
              )}
            </div>
            <Toast.Close
              aria-label="Dismiss notification"
              className="rounded-sm text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <X className="size-4" aria-hidden="true" />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      <Toast.Viewport
        hotkey={[TOAST.hotkey]}
        className="fixed bottom-20 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none md:bottom-0"
      />
    </Toast.Provider>
  );
}
