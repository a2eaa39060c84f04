import { PAGE_EDIT_LIMITS, type SitePage } from '@sdp/shared';
import { RotateCcw, Save, Undo2 } from 'lucide-react';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast-store';
import { usePageContent, usePagePreview, useResetPage, useSavePage } from '../api/site-pages';
import { useDebounced } from '../hooks/use-debounced';
import {
  countWords,
  draftProblems,
  type PageDraft,
  sameContent,
  toContent,
  toDraft,
} from '../lib/page-draft';
import { PageCheck } from './page-check';
import { PageFaqsEditor } from './page-faqs-editor';
import { PageSectionsEditor } from './page-sections-editor';
import { QueryErrorNote } from './query-error-note';

/** Time after the last keystroke before the draft is checked against the other pages. */
export const PREVIEW_DEBOUNCE_MS = 600;

/**
 * The editor of one content page: search listing, headline and intro, sections, questions; the word
 * count and similarity as the operator types; Save as new version, Discard, Reset to generated.
 * Mounted per page (keyed by path); `versionId` is the latest version, whose words it starts from.
 */
export function PageEditor({
  siteId,
  page,
  versionId,
  onDirtyChange,
}: {
  siteId: string;
  page: SitePage;
  versionId: string;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const content = usePageContent(siteId, page.path, versionId);
  const save = useSavePage(siteId);
  const reset = useResetPage(siteId);
  const [base, setBase] = useState<PageDraft | null>(null);
  const [draft, setDraft] = useState<PageDraft | null>(null);
  const [focus, setFocus] = useState<{ section: string | null; faq: string | null }>({
    section: null,
    faq: null,
  });
  const [confirmReset, setConfirmReset] = useState(false);
  // Replace the draft with the next content read (first load, after a save or reset).
  const adopt = useRef(true);

  const dirty = !!draft && !!base && !sameContent(draft, base);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  // A newer version's words (a save, a reset, a regenerate) become the base; the draft follows
  // unless the operator has edits of their own in it.
  const loaded = content.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when another content arrives
  useEffect(() => {
    if (!loaded) return;
    const next = toDraft(loaded.content);
    setBase(next);
    if (adopt.current || !dirty) setDraft(next);
    adopt.current = false;
  }, [loaded]);

  const problems = useMemo(() => (draft ? draftProblems(draft) : []), [draft]);
  const checked = useDebounced(draft, PREVIEW_DEBOUNCE_MS);
  const checkedProblems = useMemo(() => (checked ? draftProblems(checked) : []), [checked]);
  // The words as loaded, or the draft once typing pauses (and nothing required is empty).
  const subject = !dirty ? base : checked && !checkedProblems.length ? checked : null;
  const check = usePagePreview(siteId, subject ? { path: page.path, content: toContent(subject) } : null);

  if (!loaded || !draft)
    return content.isError ? (
      <QueryErrorNote
        title="Could not load this page"
        error={content.error}
        onRetry={() => void content.refetch()}
      />
    ) : (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-10" />
        <Skeleton className="h-40" />
      </div>
    );

  const busy = save.isPending || reset.isPending;
  const set = (patch: Partial<PageDraft>) => setDraft({ ...draft, ...patch });
  const onSave = (e: FormEvent) => {
    e.preventDefault();
    if (!dirty || problems.length || busy) return;
    save.mutate(
      { path: page.path, content: toContent(draft) },
      {
        onSuccess: (v) => {
          adopt.current = true;
          toast({
            type: 'success',
            title: `Saved: version ${v.number} built`,
            message: 'Deploy it to publish.',
          });
        },
      },
    );
  };
  const onReset = () =>
    reset.mutate(page.path, {
      onSuccess: (v) => {
        adopt.current = true;
        setConfirmReset(false);
        toast({ type: 'success', title: `Reset: version ${v.number} built with the generated words` });
      },
    });

  return (
    <form
      onSubmit={onSave}
      className="space-y-6"
      aria-busy={busy}
      aria-label={`Edit ${page.path}`}
      data-testid="page-editor"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-mono text-muted-foreground">{page.path}</span>
        {loaded.overridden ? (
          <Badge data-testid="page-edited">
            Edited{loaded.updatedAt ? ` ${formatDateTime(loaded.updatedAt)}` : ''}
          </Badge>
        ) : (
          <Badge variant="outline">Generated</Badge>
        )}
        {dirty && <Badge variant="warning">Unsaved changes</Badge>}
      </div>

      <PageCheck
        words={countWords(draft)}
        preview={check.data}
        pending={check.isFetching || (dirty && checked !== draft)}
        error={check.error}
        problems={dirty ? checkedProblems : []}
      />

      <fieldset className="grid gap-4" disabled={busy}>
        <legend className="mb-2 text-sm font-medium">Search listing</legend>
        <FormField id="page-title" label="Page title" hint="Shown in search results and the browser tab.">
          <Input
            id="page-title"
            value={draft.title}
            maxLength={PAGE_EDIT_LIMITS.title}
            onChange={(e) => set({ title: e.target.value })}
          />
        </FormField>
        <FormField
          id="page-description"
          label="Description"
          hint="The snippet under the title in search results."
        >
          <Textarea
            id="page-description"
            rows={2}
            className="min-h-16"
            value={draft.description}
            maxLength={PAGE_EDIT_LIMITS.description}
            onChange={(e) => set({ description: e.target.value })}
          />
        </FormField>
      </fieldset>

      <fieldset className="grid gap-4" disabled={busy}>
        <legend className="mb-2 text-sm font-medium">Headline and intro</legend>
        <FormField id="page-h1" label="Headline">
          <Input
            id="page-h1"
            value={draft.h1}
            maxLength={PAGE_EDIT_LIMITS.h1}
            onChange={(e) => set({ h1: e.target.value })}
          />
        </FormField>
        <FormField id="page-intro" label="Intro">
          <Textarea
            id="page-intro"
            rows={3}
            className="min-h-20"
            value={draft.intro}
            maxLength={PAGE_EDIT_LIMITS.intro}
            onChange={(e) => set({ intro: e.target.value })}
          />
        </FormField>
      </fieldset>

      <PageSectionsEditor
        sections={draft.sections}
        onChange={(sections) => set({ sections })}
        focusKey={focus.section}
        onAdded={(section) => setFocus({ section, faq: null })}
        disabled={busy}
      />
      <PageFaqsEditor
        faqs={draft.faqs}
        onChange={(faqs) => set({ faqs })}
        focusKey={focus.faq}
        onAdded={(faq) => setFocus({ section: null, faq })}
        disabled={busy}
      />

      {(save.isError || reset.isError) && (
        <Alert variant="error">
          <p className="font-medium">Could not {save.isError ? 'save the page' : 'reset the page'}</p>
          <p className="mt-1 text-red-200/80">{errorMessage(save.error ?? reset.error)}</p>
        </Alert>
      )}
      <div className="sticky bottom-0 -mx-1 flex flex-wrap items-center gap-2 border-t border-border bg-card px-1 py-3">
        <Button type="submit" disabled={!dirty || problems.length > 0 || busy}>
          <Save aria-hidden="true" />
          Save as new version
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={!dirty || busy}
          onClick={() => base && setDraft(base)}
        >
          <Undo2 aria-hidden="true" />
          Discard changes
        </Button>
        {loaded.overridden && (
          <Button type="button" variant="outline" disabled={busy} onClick={() => setConfirmReset(true)}>
            <RotateCcw aria-hidden="true" />
            Reset to generated
          </Button>
        )}
        {save.isPending && <Spinner size="sm" text="Building the new version…" className="flex-row" />}
      </div>
      <ConfirmDialog
        open={confirmReset}
        onClose={() => setConfirmReset(false)}
        title="Reset this page to its generated words?"
        description="Your edit of this page is dropped and a new version is built with the words the generator writes. Earlier versions stay available."
        error={reset.error}
        pending={reset.isPending}
        confirmLabel="Reset to generated"
        pendingLabel="Building…"
        destructive
        onConfirm={onReset}
      />
    </form>
  );
}
