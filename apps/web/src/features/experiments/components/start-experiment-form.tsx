import { AB_H1_MAX, AB_INTRO_MAX, type ExperimentPage } from '@sdp/shared';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-error';
import { useStartExperiment } from '../api/start-experiment';
import { pageLabel } from '../lib/experiment-format';

/** Starts a test: a live page (A as built) and B's headline and/or intro. */
export function StartExperimentForm({
  siteId,
  pages,
  onDone,
}: {
  siteId: string;
  pages: ExperimentPage[];
  onDone: () => void;
}) {
  const id = useId();
  const free = pages.filter((p) => !p.busy);
  const [path, setPath] = useState(free[0]?.path ?? '');
  const [h1, setH1] = useState('');
  const [intro, setIntro] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const start = useStartExperiment(siteId);
  const page = free.find((p) => p.path === path);

  if (free.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
        Every page of the live site already has a test. Stop one to start another.
      </p>
    );
  }
  return (
    <form
      className="space-y-3 rounded-lg border border-border bg-background/40 p-4"
      data-testid="start-experiment-form"
      onSubmit={(e) => {
        e.preventDefault();
        const body = {
          path,
          ...(h1.trim() ? { h1: h1.trim() } : {}),
          ...(intro.trim() ? { intro: intro.trim() } : {}),
        };
        if (!body.h1 && !body.intro) return setNote("Write B's headline, its intro or both.");
        setNote(null);
        start.mutate(body, { onSuccess: onDone });
      }}
    >
      <div className="space-y-1">
        <Label htmlFor={`${id}-page`}>Page</Label>
        <Select id={`${id}-page`} value={path} onChange={(e) => setPath(e.target.value)}>
          {free.map((p) => (
            <option key={p.path} value={p.path}>
              {pageLabel(p.path)}
            </option>
          ))}
        </Select>
      </div>
      {page && (
        <div className="rounded-md bg-muted/40 p-3 text-sm" data-testid="variant-a-preview">
          <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
            A, the page as built
          </p>
          <p className="mt-1 font-medium">{page.h1}</p>
          <p className="mt-1 text-muted-foreground">{page.intro}</p>
        </div>
      )}
      <div className="space-y-1">
        <Label htmlFor={`${id}-h1`}>B's headline</Label>
        <Input
          id={`${id}-h1`}
          value={h1}
          maxLength={AB_H1_MAX}
          onChange={(e) => setH1(e.target.value)}
          placeholder={page?.h1 ?? ''}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-intro`}>B's intro (optional)</Label>
        <Textarea
          id={`${id}-intro`}
          rows={3}
          value={intro}
          maxLength={AB_INTRO_MAX}
          onChange={(e) => setIntro(e.target.value)}
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          Leave a field empty to keep A's text. Half of the visitors see B; the other half see the page as
          built.
        </p>
      </div>
      {note && (
        <p className="text-xs text-amber-300" role="alert">
          {note}
        </p>
      )}
      {start.isError && <Alert variant="error">{errorMessage(start.error)}</Alert>}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={start.isPending}>
          {start.isPending ? 'Starting…' : 'Start A/B test'}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
