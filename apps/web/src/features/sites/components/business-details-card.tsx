import type { Site, TemplateId } from '@sdp/shared';
import { Building2, RefreshCw, Save } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import { useRegenerateSite } from '../api/regenerate-site';
import { useSiteDefaults } from '../api/site-defaults';
import { useUpdateSite } from '../api/update-site';
import {
  type BusinessErrors,
  type BusinessFormState,
  fromBusiness,
  toBusiness,
  validateBusiness,
} from '../lib/business-form';
import { BusinessFields } from './business-fields';
import { BusinessPhotos } from './business-photos';

/**
 * The facts of a generated site (PATCH /api/sites/:id business) and its photos. Saved facts are
 * used by the next build: "Save and rebuild" builds it at once in the current template.
 */
export function BusinessDetailsCard({
  site,
  template,
  onRebuilt,
}: {
  site: Site;
  template: TemplateId;
  onRebuilt?: (template: TemplateId) => void;
}) {
  const [state, setState] = useState<BusinessFormState>(() => fromBusiness(site.business));
  const [errors, setErrors] = useState<BusinessErrors>({});
  const [checked, setChecked] = useState(false);
  const update = useUpdateSite(site.id);
  const rebuild = useRegenerateSite(site.id);
  const defaults = useSiteDefaults();
  const busy = update.isPending || rebuild.isPending;

  const onChange = (patch: Partial<BusinessFormState>) => {
    const next = { ...state, ...patch };
    setState(next);
    if (checked) setErrors(validateBusiness(next, { nameRequired: true }));
  };

  const save = (andRebuild: boolean) => {
    setChecked(true);
    const found = validateBusiness(state, { nameRequired: true });
    setErrors(found);
    if (Object.keys(found).length) return;
    const { business } = toBusiness(state);
    update.mutate(
      { business: business as Site['business'] },
      {
        onSuccess: (saved) => {
          setState(fromBusiness(saved.business));
          if (!andRebuild) {
            toast({ type: 'success', title: 'Business details saved', message: 'The next build uses them.' });
            return;
          }
          rebuild.mutate(
            { template },
            {
              onSuccess: () => {
                toast({
                  type: 'success',
                  title: 'Saved and rebuilt',
                  message: 'A new version uses the details.',
                });
                onRebuilt?.(template);
              },
            },
          );
        },
      },
    );
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save(false);
  };
  const count = Object.keys(errors).length;

  return (
    <Card data-testid="business-details">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Building2 className="size-4" aria-hidden="true" />
          Business details
        </CardTitle>
        <CardDescription>
          The facts the pages show: phone, hours, license, insurance, years in business, address, photos and
          real reviews. Anything left empty is left off the site; nothing is made up.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-8">
        <form onSubmit={onSubmit} noValidate className="space-y-6" aria-busy={busy}>
          <fieldset disabled={busy} className="space-y-6">
            <BusinessFields
              idPrefix={`biz-${site.id}`}
              state={state}
              onChange={onChange}
              errors={errors}
              nameRequired
              defaultPhone={defaults.data?.defaultPhone}
            />
          </fieldset>
          {count > 0 && (
            <p role="alert" className="text-sm text-red-300">
              {count === 1 ? 'One field needs' : `${count} fields need`} attention before saving.
            </p>
          )}
          {(update.isError || rebuild.isError) && (
            <Alert variant="error">
              <p className="font-medium">
                {update.isError ? 'Could not save the details' : 'Could not rebuild the site'}
              </p>
              <p className="mt-1 text-red-200/80">{errorMessage(update.error ?? rebuild.error)}</p>
            </Alert>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={busy}>
              <Save aria-hidden="true" />
              Save details
            </Button>
            <Button variant="outline" disabled={busy} onClick={() => save(true)}>
              <RefreshCw aria-hidden="true" />
              Save and rebuild
            </Button>
            {busy && (
              <Spinner
                size="sm"
                text={rebuild.isPending ? 'Building a new version…' : 'Saving…'}
                className="flex-row"
              />
            )}
          </div>
        </form>
        <BusinessPhotos site={site} />
      </CardContent>
    </Card>
  );
}
