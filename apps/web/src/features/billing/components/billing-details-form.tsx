import { type BillingDetails, billingDetailsPatchSchema } from '@sdp/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import { useBillingDetails } from '../api/get-billing-details';
import { type BillingDetailsPatch, useUpdateBillingDetails } from '../api/update-billing-details';

type Key = keyof BillingDetails;
type Errors = Partial<Record<Key, string>>;

const FIELDS: { key: Key; label: string; autoComplete: string; wide?: boolean }[] = [
  { key: 'name', label: 'Name or company', autoComplete: 'organization' },
  { key: 'email', label: 'Billing e-mail', autoComplete: 'email' },
  { key: 'addressLine1', label: 'Address', autoComplete: 'address-line1', wide: true },
  { key: 'addressLine2', label: 'Address line 2 (optional)', autoComplete: 'address-line2', wide: true },
  { key: 'city', label: 'City', autoComplete: 'address-level2' },
  { key: 'state', label: 'State or region', autoComplete: 'address-level1' },
  { key: 'postalCode', label: 'Postal code', autoComplete: 'postal-code' },
  { key: 'country', label: 'Country (two-letter code)', autoComplete: 'country' },
  { key: 'taxId', label: 'Tax id (optional)', autoComplete: 'off' },
];

const EMPTY = Object.fromEntries(FIELDS.map((f) => [f.key, ''])) as Record<Key, string>;

/** The first validation issue's field (`details: [{ path: '/country' }]`), if the server named one. */
function serverFieldError(error: unknown): Errors | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !Array.isArray(error.details)) return null;
  const first = error.details[0] as { path?: unknown } | undefined;
  const key = typeof first?.path === 'string' ? first.path.replace(/^\//, '') : '';
  return FIELDS.some((f) => f.key === key) ? { [key]: error.message } : null;
}

/** The name, address and tax id printed on invoices; owners edit, members read. */
export function BillingDetailsForm({ canManage }: { canManage: boolean }) {
  const details = useBillingDetails();
  const save = useUpdateBillingDetails();
  const [fields, setFields] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  useEffect(() => {
    if (details.data)
      setFields(
        Object.fromEntries(FIELDS.map((f) => [f.key, details.data[f.key] ?? ''])) as Record<Key, string>,
      );
  }, [details.data]);

  if (details.isPending) return <Skeleton className="h-48" />;
  if (details.isError)
    return (
      <RetryAlert
        message="Could not load the billing details"
        error={details.error}
        onRetry={() => details.refetch()}
      />
    );

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const body: BillingDetailsPatch = Object.fromEntries(
      FIELDS.map((f) => [f.key, fields[f.key].trim() || null]),
    );
    const parsed = billingDetailsPatchSchema.safeParse(body);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as Key;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => toast({ type: 'success', title: 'Billing details saved' }),
      onError: (err) => setErrors(serverFieldError(err) ?? {}),
    });
  };
  const fieldErrorShown = Object.values(errors).some(Boolean);

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Billing details" className="space-y-4">
      <h3 className="text-sm font-medium">Billing details</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <div key={f.key} className={f.wide ? 'sm:col-span-2' : undefined}>
            <FormField id={`billing-${f.key}`} label={f.label} error={errors[f.key]}>
              <Input
                id={`billing-${f.key}`}
                value={fields[f.key]}
                autoComplete={f.autoComplete}
                readOnly={!canManage}
                disabled={save.isPending}
                aria-invalid={errors[f.key] ? true : undefined}
                aria-describedby={errors[f.key] ? `billing-${f.key}-error` : undefined}
                onChange={(e) => {
                  setFields((s) => ({ ...s, [f.key]: e.target.value }));
                  setErrors((s) => ({ ...s, [f.key]: undefined }));
                }}
              />
            </FormField>
          </div>
        ))}
      </div>
      {save.isError && !fieldErrorShown && <Alert variant="error">{errorMessage(save.error)}</Alert>}
      {canManage && (
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save billing details'}
        </Button>
      )}
    </form>
  );
}
