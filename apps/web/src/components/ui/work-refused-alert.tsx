import { BILLING_ERROR_CODES } from '@sdp/shared';
import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-error';
import { Alert } from './alert';

/** Work refused by the plan: 403 plan_limit (a limit of the plan) or 402 billing_paused. */
export function isBillingRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    ((error.status === 403 && error.code === BILLING_ERROR_CODES.planLimit) ||
      (error.status === 402 && error.code === BILLING_ERROR_CODES.paused))
  );
}

/**
 * A failed start of work: the title and the server's message; when the plan refused it (a plan limit
 * or a paused account) an "Upgrade" link to the billing settings follows the message.
 */
export function WorkRefusedAlert({ title, error }: { title: string; error: unknown }) {
  const billing = isBillingRefusal(error);
  return (
    <Alert variant="error" data-testid={billing ? 'billing-refusal' : undefined}>
      <p className="font-medium">{title}</p>
      <p className="mt-1 text-red-200/80">{errorMessage(error)}</p>
      {billing && (
        <Link
          to={paths.settingsBilling}
          className="mt-2 inline-flex items-center gap-1 font-medium text-red-100 underline underline-offset-4 hover:text-white"
        >
          Upgrade
          <ArrowUpRight className="size-3.5" aria-hidden="true" />
        </Link>
      )}
    </Alert>
  );
}
