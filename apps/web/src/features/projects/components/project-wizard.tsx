import { PROJECT_LIMITS } from '@sdp/shared';
import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Segmented } from '@/components/ui/segmented';
import { Select } from '@/components/ui/select';
import { paths } from '@/config/paths';
import { useSiteList } from '@/features/sites';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/utils';
import { useCreateProject } from '../api/projects';
import {
  initialWizardState,
  listOf,
  STEP_LABELS,
  toCreateBody,
  validateStep,
  WIZARD_STEPS,
  type WizardErrors,
  type WizardState,
} from '../lib/wizard';

function Field(props: {
  id: keyof WizardState;
  label: string;
  hint?: string;
  errors: WizardErrors;
  children: (aria: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const error = props.errors[props.id];
  const describedBy = error ? `${props.id}-error` : props.hint ? `${props.id}-hint` : undefined;
  return (
    <FormField id={props.id} label={props.label} hint={props.hint} error={error}>
      {props.children({
        id: props.id,
        'aria-invalid': !!error,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
    </FormField>
  );
}

/** /projects/new: website, competitors, keywords, location, limits, review -> create and crawl. */
export function ProjectWizard() {
  const navigate = useNavigate();
  const [state, setState] = useState<WizardState>(initialWizardState);
  const [index, setIndex] = useState(0);
  const [errors, setErrors] = useState<WizardErrors>({});
  const create = useCreateProject();
  const sites = useSiteList('all', state.source === 'hosted');
  const liveSites = (sites.data ?? []).filter((s) => s.liveVersionId && s.status !== 'archived');
  const step = WIZARD_STEPS[index]!;
  const set = (patch: Partial<WizardState>) => {
    setState((s) => ({ ...s, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch) as (keyof WizardState)[]) delete next[k];
      return next;
    });
  };
  const next = () => {
    const found = validateStep(step, state);
    setErrors(found);
    if (Object.keys(found).length) return;
    if (step === 'review') {
      create.mutate(toCreateBody(state), { onSuccess: (p) => navigate(paths.project(p.id)) });
      return;
    }
    setIndex((i) => i + 1);
  };

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="New project"
        description="Tell us which website to audit; the first crawl starts when you create it."
      />
      <ol className="mb-6 flex flex-wrap gap-2" aria-label="Steps">
        {WIZARD_STEPS.map((s, i) => (
          <li key={s}>
            <button
              type="button"
              disabled={i > index}
              onClick={() => setIndex(i)}
              aria-current={i === index ? 'step' : undefined}
              className={cn(
                'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                i === index
                  ? 'border-primary bg-primary/15 text-foreground'
                  : 'border-border text-muted-foreground',
                i < index && 'text-foreground',
              )}
            >
              {i < index ? (
                <Check className="size-3" aria-hidden="true" />
              ) : (
                <span aria-hidden="true">{i + 1}</span>
              )}
              {STEP_LABELS[s]}
            </button>
          </li>
        ))}
      </ol>
      <Card>
        <CardContent className="space-y-5 pt-6">
          <form
            noValidate
            className="space-y-5"
            onSubmit={(e) => {
              e.preventDefault();
              next();
            }}
          >
            <h2 className="text-lg font-semibold">{STEP_LABELS[step]}</h2>
            {step === 'website' && (
              <>
                <Segmented
                  label="What to audit"
                  value={state.source}
                  options={[
                    { value: 'url', label: 'A website address' },
                    { value: 'hosted', label: 'One of your hosted sites' },
                  ]}
                  onChange={(source) => set({ source })}
                />
                {state.source === 'url' ? (
                  <Field
                    id="url"
                    label="Website address"
                    hint="e.g. https://example.com — the crawl starts here"
                    errors={errors}
                  >
                    {(a) => (
                      <Input
                        {...a}
                        value={state.url}
                        placeholder="https://example.com"
                        autoFocus
                        inputMode="url"
                        onChange={(e) => set({ url: e.target.value })}
                      />
                    )}
                  </Field>
                ) : (
                  <Field
                    id="siteId"
                    label="Hosted site"
                    hint={
                      sites.isPending
                        ? 'Loading your sites…'
                        : liveSites.length
                          ? undefined
                          : 'None of your sites is live yet: deploy one first.'
                    }
                    errors={errors}
                  >
                    {(a) => (
                      <Select {...a} value={state.siteId} onChange={(e) => set({ siteId: e.target.value })}>
                        <option value="">Choose a site…</option>
                        {liveSites.map((s) => (
                          <option key={s.id} value={s.id}>
                            {s.name} —{' '}
                            {s.customDomain && s.domainStatus === 'verified' ? s.customDomain : s.url}
                          </option>
                        ))}
                      </Select>
                    )}
                  </Field>
                )}
                <Field
                  id="name"
                  label="Name (optional)"
                  hint="Defaults to the host name or the site's name"
                  errors={errors}
                >
                  {(a) => <Input {...a} value={state.name} onChange={(e) => set({ name: e.target.value })} />}
                </Field>
              </>
            )}
            {step === 'competitors' && (
              <Field
                id="competitors"
                label="Competitor websites"
                hint="One address a line, at most 10 (optional)"
                errors={errors}
              >
                {(a) => (
                  <Textarea
                    {...a}
                    rows={5}
                    value={state.competitors}
                    placeholder={'rival-roofing.com\nhttps://other.example'}
                    onChange={(e) => set({ competitors: e.target.value })}
                  />
                )}
              </Field>
            )}
            {step === 'keywords' && (
              <Field
                id="keywords"
                label="Keywords"
                hint={`One a line or comma-separated, at most 100 (optional). ${listOf(state.keywords).length} so far.`}
                errors={errors}
              >
                {(a) => (
                  <Textarea
                    {...a}
                    rows={6}
                    value={state.keywords}
                    placeholder={'roof repair austin\nemergency roofer'}
                    onChange={(e) => set({ keywords: e.target.value })}
                  />
                )}
              </Field>
            )}
            {step === 'location' && (
              <div className="grid gap-4 sm:grid-cols-2">
                <Field id="city" label="City" hint="Where the business serves (optional)" errors={errors}>
                  {(a) => <Input {...a} value={state.city} onChange={(e) => set({ city: e.target.value })} />}
                </Field>
                <Field id="state" label="State" errors={errors}>
                  {(a) => (
                    <Input
                      {...a}
                      value={state.state}
                      placeholder="TX"
                      onChange={(e) => set({ state: e.target.value })}
                    />
                  )}
                </Field>
              </div>
            )}
            {step === 'limits' && (
              <div className="grid gap-4 sm:grid-cols-3">
                <Field
                  id="maxPages"
                  label="Pages at most"
                  hint={`Up to ${PROJECT_LIMITS.maxPages.max.toLocaleString('en-US')}`}
                  errors={errors}
                >
                  {(a) => (
                    <Input
                      {...a}
                      type="number"
                      min={1}
                      value={state.maxPages}
                      onChange={(e) => set({ maxPages: e.target.value })}
                    />
                  )}
                </Field>
                <Field id="maxDepth" label="Link depth" hint="Clicks from the start page" errors={errors}>
                  {(a) => (
                    <Input
                      {...a}
                      type="number"
                      min={0}
                      value={state.maxDepth}
                      onChange={(e) => set({ maxDepth: e.target.value })}
                    />
                  )}
                </Field>
                <Field
                  id="requestsPerSecond"
                  label="Requests a second"
                  hint={
                    state.source === 'hosted' ? 'Not used for hosted sites' : 'Be gentle with small servers'
                  }
                  errors={errors}
                >
                  {(a) => (
                    <Input
                      {...a}
                      type="number"
                      step="0.5"
                      disabled={state.source === 'hosted'}
                      value={state.requestsPerSecond}
                      onChange={(e) => set({ requestsPerSecond: e.target.value })}
                    />
                  )}
                </Field>
              </div>
            )}
            {step === 'review' && (
              <Review
                state={state}
                siteName={liveSites.find((s) => s.id === state.siteId)?.name}
                errors={errors}
              />
            )}
            {create.isError && <Alert variant="error">{errorMessage(create.error)}</Alert>}
            <div className="flex justify-between gap-2 pt-2">
              <Button
                type="button"
                variant="outline"
                onClick={() => (index === 0 ? navigate(paths.projects) : setIndex((i) => i - 1))}
              >
                <ArrowLeft className="size-4" aria-hidden="true" /> {index === 0 ? 'Cancel' : 'Back'}
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {step === 'review' ? (create.isPending ? 'Creating…' : 'Create and crawl') : 'Next'}
                {step !== 'review' && <ArrowRight className="size-4" aria-hidden="true" />}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}

function Review({
  state,
  siteName,
  errors,
}: {
  state: WizardState;
  siteName?: string;
  errors: WizardErrors;
}) {
  const rows: [string, string][] = [
    ['Website', state.source === 'hosted' ? (siteName ?? 'A hosted site') : state.url.trim()],
    ['Name', state.name.trim() || 'From the address'],
    ['Competitors', listOf(state.competitors).join(', ') || 'None'],
    ['Keywords', `${listOf(state.keywords).length}`],
    ['Location', state.city.trim() ? `${state.city.trim()}, ${state.state.trim()}` : 'Not set'],
    [
      'Limits',
      `${state.maxPages} pages, depth ${state.maxDepth}${state.source === 'hosted' ? '' : `, ${state.requestsPerSecond}/s`}`,
    ],
  ];
  const problems = Object.values(errors);
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-[10rem_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-muted-foreground">{k}</dt>
            <dd className="break-words">{v}</dd>
          </div>
        ))}
      </dl>
      {problems.length > 0 && (
        <Alert variant="error">
          <ul className="list-inside list-disc">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </Alert>
      )}
    </div>
  );
}
