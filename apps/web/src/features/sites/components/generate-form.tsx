import type { Site, TemplateId } from '@sdp/shared';
import { Sparkles } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useCreateSite } from '../api/create-site';
import { TemplatePicker } from './template-picker';

const trimmed = (v: string) => v.trim() || undefined;

/** Stage 2 before a site exists: template, optional business details, 'Generate site'. */
export function GenerateForm({
  opportunityId,
  onGenerated,
}: {
  opportunityId: string;
  onGenerated: (site: Site, template: TemplateId) => void;
}) {
  const [template, setTemplate] = useState<TemplateId>('classic');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const create = useCreateSite();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const business = { name: trimmed(name), phone: trimmed(phone), email: trimmed(email) };
    const hasBusiness = Object.values(business).some(Boolean);
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
          optional; without them the site is named after the market.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="space-y-6" aria-busy={create.isPending}>
          <TemplatePicker value={template} onChange={setTemplate} disabled={create.isPending} />
          <fieldset className="grid gap-4 sm:grid-cols-3" disabled={create.isPending}>
            <legend className="mb-2 text-sm font-medium">Business (optional)</legend>
            <FormField id="business-name" label="Business name">
              <Input
                id="business-name"
                value={name}
                onChange={(e) => setName(e.target.value)}
                maxLength={120}
              />
            </FormField>
            <FormField id="business-phone" label="Phone">
              <Input
                id="business-phone"
                type="tel"
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
                maxLength={40}
              />
            </FormField>
            <FormField id="business-email" label="Business e-mail">
              <Input
                id="business-email"
                type="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                maxLength={254}
              />
            </FormField>
          </fieldset>
          {create.isError && (
            <Alert variant="error">
              <p className="font-medium">Could not generate the site</p>
              <p className="mt-1 text-red-200/80">{errorMessage(create.error)}</p>
            </Alert>
          )}
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
