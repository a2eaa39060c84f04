import { Loader2, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { WorkRefusedAlert } from '@/components/ui/work-refused-alert';

/** The strip under a deploy form: what the form would start (announced as it changes) and its buttons. */
export function PlanBar({
  testId,
  plan,
  children,
}: {
  testId: string;
  plan: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-background/40 p-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm" aria-live="polite" data-testid={testId}>
        {plan}
      </p>
      {children}
    </div>
  );
}

/** A form's submit button: its icon, or a spinner while the job is being started. */
export function StartButton({
  icon: Icon,
  pending,
  disabled,
  children,
}: {
  icon: LucideIcon;
  pending: boolean;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <Button type="submit" disabled={disabled}>
      {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Icon aria-hidden="true" />}
      {children}
    </Button>
  );
}

/** A failed start: the MESSAGES text and the server's reason (with "Upgrade" when the plan refused it). */
export function StartFailed({ title, error }: { title: string; error: unknown }) {
  return <WorkRefusedAlert title={title} error={error} />;
}
