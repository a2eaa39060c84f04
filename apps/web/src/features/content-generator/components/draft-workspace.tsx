import type { ContentDraft, Site } from '@sdp/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-error';
import { useUpdateDraft } from '../api/content-generator';
import { type EditableDraft, editableOf, editProblem, patchOf } from '../lib/draft-edit';
import { DraftEditor } from './draft-editor';
import { SavePanel } from './save-panel';
import { ScorePanel } from './score-panel';

/** Edits are sent (and re-scored) this long after the last keystroke. */
export const RESCORE_DELAY_MS = 800;

/** One draft: the editable page, its scores (re-scored on edit) and the save panel. */
export function DraftWorkspace({ draft, sites }: { draft: ContentDraft; sites: Site[] }) {
  const saved = useMemo(() => editableOf(draft), [draft]);
  const [value, setValue] = useState<EditableDraft>(saved);
  const update = useUpdateDraft();
  const pending = patchOf(saved, value);
  const problem = editProblem(value);
  const mutate = useRef(update.mutate);
  mutate.current = update.mutate;

  // Another draft opened: its words replace the editor's.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a different draft resets the editor
  useEffect(() => setValue(editableOf(draft)), [draft.id]);

  const body = pending && !problem ? JSON.stringify(pending) : null;
  useEffect(() => {
    if (!body) return;
    const t = setTimeout(() => mutate.current({ id: draft.id, body: JSON.parse(body) }), RESCORE_DELAY_MS);
    return () => clearTimeout(t);
  }, [body, draft.id]);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="space-y-4">
        <Card>
          <CardHeader>
            <CardTitle>“{draft.keyword}”</CardTitle>
            <CardDescription>
              {draft.place ? `${draft.place.name}, ${draft.place.state}` : 'No place'}
              {draft.verticalName ? ` · ${draft.verticalName}` : ''} · written by {draft.writer}
              {draft.status === 'saved' ? ` · saved at ${draft.savedPath}` : ''}
            </CardDescription>
          </CardHeader>
        </Card>
        {problem && (
          <Alert variant="info">{problem}: the edit is kept here and sent once it is complete.</Alert>
        )}
        {update.isError && <Alert variant="error">{errorMessage(update.error)}</Alert>}
        <DraftEditor value={value} onChange={setValue} />
      </div>
      <div className="space-y-4">
        <ScorePanel scores={draft.scores} updating={Boolean(pending) || update.isPending} />
        <SavePanel
          draft={draft}
          sites={sites}
          blocked={pending ? 'Wait for your edit to be scored before saving.' : null}
        />
      </div>
    </div>
  );
}
