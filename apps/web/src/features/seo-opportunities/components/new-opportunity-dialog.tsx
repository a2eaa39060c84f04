import {
  SEO_OPPORTUNITY_CATEGORIES,
  SEO_OPPORTUNITY_DIFFICULTIES,
  type SeoOpportunityCategory,
  type SeoOpportunityDifficulty,
} from '@sdp/shared';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useCreateSeoOpportunity } from '../api/update-opportunities';
import type { OpportunityScope } from '../lib/filters';
import { CATEGORY_LABELS, DIFFICULTY_LABELS, FAILURES, failureText } from '../lib/format';

const MAX_STEPS = 30;

/** "New opportunity": a manual one (title, description, category, difficulty, checklist steps). */
export function NewOpportunityDialog({
  open,
  onClose,
  scope,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  scope: OpportunityScope;
  onCreated: (id: string) => void;
}) {
  const create = useCreateSeoOpportunity();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [category, setCategory] = useState<SeoOpportunityCategory>('on-page');
  const [difficulty, setDifficulty] = useState<SeoOpportunityDifficulty>('medium');
  const [steps, setSteps] = useState<string[]>(['']);
  const [titleError, setTitleError] = useState<string | undefined>();

  const reset = () => {
    setTitle('');
    setDescription('');
    setCategory('on-page');
    setDifficulty('medium');
    setSteps(['']);
    setTitleError(undefined);
    create.reset();
  };
  const close = () => {
    if (create.isPending) return;
    reset();
    onClose();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim()) {
      setTitleError('Give the opportunity a title');
      return;
    }
    setTitleError(undefined);
    create.mutate(
      {
        ...(scope.websiteId ? { websiteId: scope.websiteId } : { projectId: scope.projectId }),
        title: title.trim(),
        description: description.trim(),
        category,
        difficulty,
        steps: steps
          .map((s) => s.trim())
          .filter(Boolean)
          .map((s) => ({ title: s, detail: '' })),
      },
      {
        onSuccess: (o) => {
          reset();
          onClose();
          onCreated(o.id);
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(o) => !o && close()}>
      <DialogContent className="max-h-[90vh] max-w-lg overflow-y-auto">
        <DialogTitle>New opportunity</DialogTitle>
        <DialogDescription>
          Something to improve that the crawl did not find. It is carried out as a checklist you tick off.
        </DialogDescription>
        <form className="mt-4 space-y-4" onSubmit={submit} noValidate data-testid="new-opportunity-form">
          <FormField id="new-opp-title" label="Title" error={titleError}>
            <Input
              id="new-opp-title"
              value={title}
              maxLength={200}
              aria-invalid={!!titleError}
              aria-describedby={titleError ? 'new-opp-title-error' : undefined}
              onChange={(e) => setTitle(e.target.value)}
            />
          </FormField>
          <FormField id="new-opp-description" label="Description">
            <Textarea
              id="new-opp-description"
              value={description}
              maxLength={4000}
              className="min-h-20"
              onChange={(e) => setDescription(e.target.value)}
            />
          </FormField>
          <div className="grid grid-cols-2 gap-3">
            <FormField id="new-opp-category" label="Category">
              <Select
                id="new-opp-category"
                value={category}
                onChange={(e) => setCategory(e.target.value as SeoOpportunityCategory)}
              >
                {SEO_OPPORTUNITY_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {CATEGORY_LABELS[c]}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField id="new-opp-difficulty" label="Difficulty">
              <Select
                id="new-opp-difficulty"
                value={difficulty}
                onChange={(e) => setDifficulty(e.target.value as SeoOpportunityDifficulty)}
              >
                {SEO_OPPORTUNITY_DIFFICULTIES.map((d) => (
                  <option key={d} value={d}>
                    {DIFFICULTY_LABELS[d]}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Steps</legend>
            {steps.map((s, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the steps are edited in place by position
              <div key={i} className="flex gap-2">
                <Input
                  aria-label={`Step ${i + 1}`}
                  value={s}
                  maxLength={200}
                  placeholder={i === 0 ? 'e.g. Rewrite the homepage title' : undefined}
                  onChange={(e) => setSteps((all) => all.map((x, j) => (j === i ? e.target.value : x)))}
                />
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove step ${i + 1}`}
                  disabled={steps.length === 1}
                  onClick={() => setSteps((all) => all.filter((_, j) => j !== i))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            ))}
            <Button
              variant="outline"
              size="sm"
              disabled={steps.length >= MAX_STEPS}
              onClick={() => setSteps((all) => [...all, ''])}
            >
              <Plus aria-hidden="true" />
              Add step
            </Button>
          </fieldset>
          {create.isError && (
            <Alert variant="error" data-testid="create-error">
              {failureText(create.error, FAILURES.create)}
            </Alert>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={close} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating…' : 'Create opportunity'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
