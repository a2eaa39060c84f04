import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { type EditableDraft, lengthNote } from '../lib/draft-edit';

const area =
  'w-full rounded-md border border-input bg-transparent px-3 py-2 text-sm shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

function Count({ id, n, min, max }: { id: string; n: number; min: number; max: number }) {
  const note = lengthNote(n, min, max);
  return (
    <span id={id} className={cn('text-xs', note.ok ? 'text-muted-foreground' : 'text-amber-400')}>
      {note.text}
    </span>
  );
}

/** The draft as an editable page: title, description, h1, first paragraph, sections and FAQ. */
export function DraftEditor({
  value,
  onChange,
}: {
  value: EditableDraft;
  onChange: (v: EditableDraft) => void;
}) {
  const set = <K extends keyof EditableDraft>(k: K, v: EditableDraft[K]) => onChange({ ...value, [k]: v });
  const setSection = (i: number, s: Partial<EditableDraft['sections'][number]>) =>
    set(
      'sections',
      value.sections.map((x, j) => (j === i ? { ...x, ...s } : x)),
    );
  const setFaq = (i: number, f: Partial<EditableDraft['faq'][number]>) =>
    set(
      'faq',
      value.faq.map((x, j) => (j === i ? { ...x, ...f } : x)),
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle>The page</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <FormField
          id="cg-title"
          label="Title"
          labelAside={<Count id="cg-title-count" n={value.title.length} min={30} max={65} />}
        >
          <Input
            id="cg-title"
            value={value.title}
            aria-describedby="cg-title-count"
            onChange={(e) => set('title', e.target.value)}
          />
        </FormField>
        <FormField
          id="cg-description"
          label="Meta description"
          labelAside={<Count id="cg-description-count" n={value.description.length} min={120} max={160} />}
        >
          <textarea
            id="cg-description"
            className={area}
            rows={2}
            value={value.description}
            aria-describedby="cg-description-count"
            onChange={(e) => set('description', e.target.value)}
          />
        </FormField>
        <FormField id="cg-h1" label="Headline (h1)">
          <Input id="cg-h1" value={value.h1} onChange={(e) => set('h1', e.target.value)} />
        </FormField>
        <FormField id="cg-intro" label="First paragraph">
          <textarea
            id="cg-intro"
            className={area}
            rows={3}
            value={value.intro}
            onChange={(e) => set('intro', e.target.value)}
          />
        </FormField>
        <fieldset className="space-y-4">
          <legend className="mb-2 text-sm font-semibold">Sections</legend>
          {value.sections.map((s, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id; their place is their identity
            <div key={i} className="space-y-2 rounded-lg border border-border p-3">
              <div className="flex items-end gap-2">
                <div className="flex-1">
                  <FormField id={`cg-s${i}-h`} label={`Section ${i + 1} heading`}>
                    <Input
                      id={`cg-s${i}-h`}
                      value={s.heading}
                      onChange={(e) => setSection(i, { heading: e.target.value })}
                    />
                  </FormField>
                </div>
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  aria-label={`Remove section ${i + 1}`}
                  onClick={() =>
                    set(
                      'sections',
                      value.sections.filter((_, j) => j !== i),
                    )
                  }
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </div>
              <FormField
                id={`cg-s${i}-b`}
                label={`Section ${i + 1} body`}
                hint="A blank line starts a new paragraph"
              >
                <textarea
                  id={`cg-s${i}-b`}
                  className={area}
                  rows={5}
                  value={s.body}
                  onChange={(e) => setSection(i, { body: e.target.value })}
                />
              </FormField>
            </div>
          ))}
          <Button
            type="button"
            variant="outline"
            onClick={() =>
              set('sections', [...value.sections, { heading: 'New section', body: 'Write here.' }])
            }
          >
            <Plus className="size-4" aria-hidden="true" /> Add a section
          </Button>
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="mb-2 text-sm font-semibold">FAQ</legend>
          {value.faq.map((f, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: questions have no id; their place is their identity
            <div key={i} className="space-y-2 rounded-lg border border-border p-3">
              <div className="flex items-end gap-2">
                <div className="flex-1">
                  <FormField id={`cg-f${i}-q`} label={`Question ${i + 1}`}>
                    <Input id={`cg-f${i}-q`} value={f.q} onChange={(e) => setFaq(i, { q: e.target.value })} />
                  </FormField>
                </div>
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  aria-label={`Remove question ${i + 1}`}
                  onClick={() =>
                    set(
                      'faq',
                      value.faq.filter((_, j) => j !== i),
                    )
                  }
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </div>
              <FormField id={`cg-f${i}-a`} label={`Answer ${i + 1}`}>
                <textarea
                  id={`cg-f${i}-a`}
                  className={area}
                  rows={2}
                  value={f.a}
                  onChange={(e) => setFaq(i, { a: e.target.value })}
                />
              </FormField>
            </div>
          ))}
          <Button
            type="button"
            variant="outline"
            onClick={() => set('faq', [...value.faq, { q: 'New question?', a: 'The answer.' }])}
          >
            <Plus className="size-4" aria-hidden="true" /> Add a question
          </Button>
        </fieldset>
      </CardContent>
    </Card>
  );
}
