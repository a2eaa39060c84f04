import type { Site, TemplateId } from '@sdp/shared';
import { Sparkles } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { WorkRefusedAlert } from '@/components/ui/work-refused-alert';
import { useCreateSite } from '../api/create-site';
import { useSiteDefaults } from '../api/site-defaults';
import {
  type BusinessErrors,
  type BusinessFormState,
  fromBusiness,
  toBusiness,
  validateBusiness,
} from '../lib/business-form';
import { BusinessFields } from './business-fields';
import { TemplatePicker } from './template-picker';

/** Stage 2 before a site exists: template, optional business details, 'Generate site'. */
export function GenerateForm({
  opportunityId,
  onGenerated,
}: {
  opportunityId: string;
  onGenerated: (site: Site, template: TemplateId) => void;
}) {
  const [template, setTemplate] = useState<TemplateId>('classic');
  const [state, setState] = useState<BusinessFormState>(() => fromBusiness());
  const [errors, setErrors] = useState<BusinessErrors>({});
  const [checked, setChecked] = useState(false);
  const create = useCreateSite();
  const defaults = useSiteDefaults();

  const onChange = (patch: Partial<BusinessFormState>) => {
    const next = { ...state, ...patch };
    setState(next);
    if (checked) setErrors(validateBusiness(next, { nameRequired: false }));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    const found = validateBusiness(state, { nameRequired: false });
    setErrors(found);
    if (Object.keys(found).length) return;
    const { business } = toBusiness(state);
    const hasBusiness = Object.keys(business).length > 0;
    create.mutate(
      { kind: 'goldmine', opportunityId, template, ...(hasBusiness ? { business } : {}) },
      { onSuccess: (site) => onGenerated(site, template) },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Generate the site</CardTitle>
        <CardDescription>
          Pages for the main services, the area, FAQ and contact, each with a lead form. Business details are
          optional; without them the site is named after the market, and what is left empty stays off the
          pages (nothing is made up).
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-6" aria-busy={create.isPending}>
          <TemplatePicker value={template} onChange={setTemplate} disabled={create.isPending} />
          <fieldset disabled={create.isPending} className="space-y-2">
            <legend className="mb-2 text-sm font-medium">Business (optional)</legend>
            <p className="text-xs text-muted-foreground">Photos can be added once the site is generated.</p>
            <BusinessFields
              idPrefix="business"
              state={state}
              onChange={onChange}
              errors={errors}
              nameRequired={false}
              defaultPhone={defaults.data?.defaultPhone}
            />
          </fieldset>
          {Object.keys(errors).length > 0 && (
            <p role="alert" className="text-sm text-red-300">
              Some business details need attention before generating.
            </p>
          )}
          {create.isError && <WorkRefusedAlert title="Could not generate the site" error={create.error} />}
          <div className="flex flex-wrap items-center gap-4">
            <Button type="submit" variant="gradient" size="lg" disabled={create.isPending}>
              <Sparkles aria-hidden="true" />
              Generate site
            </Button>
            {create.isPending && (
              <Spinner
                size="sm"
                text="Generating… writing and checking every page takes a few seconds."
                className="flex-row"
              />
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
