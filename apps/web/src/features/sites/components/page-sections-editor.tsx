import { PAGE_EDIT_LIMITS } from '@sdp/shared';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { type DraftSection, emptySection, move, newParagraph, removeAt, replaceAt } from '../lib/page-draft';

/**
 * The sections of a page: heading and paragraphs each, added, removed and moved with buttons (every
 * control labelled with its section's number, so a keyboard or screen reader user knows which).
 * Generated link lists stay with their section and are shown, not edited.
 */
export function PageSectionsEditor({
  sections,
  onChange,
  focusKey,
  onAdded,
  disabled,
}: {
  sections: DraftSection[];
  onChange: (sections: DraftSection[]) => void;
  /** The section just added: its heading takes the focus. */
  focusKey: string | null;
  onAdded: (key: string) => void;
  disabled?: boolean;
}) {
  const set = (i: number, s: DraftSection) => onChange(replaceAt(sections, i, s));
  const full = sections.length >= PAGE_EDIT_LIMITS.sections;
  useEffect(() => {
    if (focusKey) document.getElementById(`section-${focusKey}-heading`)?.focus();
  }, [focusKey]);

  return (
    <fieldset className="space-y-4" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">Sections ({sections.length})</legend>
      {sections.length === 0 && <p className="text-sm text-muted-foreground">This page has no sections.</p>}
      {sections.map((s, i) => {
        const n = i + 1;
        const id = `section-${s.key}`;
        return (
          <div
            key={s.key}
            className="space-y-3 rounded-lg border border-border bg-background/40 p-3"
            data-testid="page-section"
          >
            <div className="flex flex-wrap items-end gap-2">
              <div className="min-w-0 flex-1 space-y-2">
                <Label htmlFor={`${id}-heading`}>Section {n} heading</Label>
                <Input
                  id={`${id}-heading`}
                  value={s.heading}
                  maxLength={PAGE_EDIT_LIMITS.heading}
                  onChange={(e) => set(i, { ...s, heading: e.target.value })}
                />
              </div>
              <div className="flex gap-1">
                <Button
                  type="button"
                  size="icon"
                  variant="outline"
                  aria-label={`Move section ${n} up`}
                  disabled={i === 0}
                  onClick={() => onChange(move(sections, i, -1))}
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  size="icon"
                  variant="outline"
                  aria-label={`Move section ${n} down`}
                  disabled={i === sections.length - 1}
                  onClick={() => onChange(move(sections, i, 1))}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  size="icon"
                  variant="outline"
                  aria-label={`Remove section ${n}`}
                  onClick={() => onChange(removeAt(sections, i))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </div>
            {s.paragraphs.map((p, k) => (
              <div key={p.key} className="space-y-2">
                <div className="flex items-center justify-between gap-2">
                  <Label htmlFor={`${id}-p${k}`}>
                    Section {n}, paragraph {k + 1}
                  </Label>
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove paragraph ${k + 1} of section ${n}`}
                    onClick={() => set(i, { ...s, paragraphs: removeAt(s.paragraphs, k) })}
                  >
                    <Trash2 aria-hidden="true" />
                    Remove
                  </Button>
                </div>
                <Textarea
                  id={`${id}-p${k}`}
                  value={p.text}
                  rows={3}
                  className="min-h-20"
                  maxLength={PAGE_EDIT_LIMITS.paragraph}
                  onChange={(e) =>
                    set(i, { ...s, paragraphs: replaceAt(s.paragraphs, k, { ...p, text: e.target.value }) })
                  }
                />
              </div>
            ))}
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={s.paragraphs.length >= PAGE_EDIT_LIMITS.paragraphsPerSection}
              onClick={() => set(i, { ...s, paragraphs: [...s.paragraphs, newParagraph()] })}
            >
              <Plus aria-hidden="true" />
              Add paragraph to section {n}
            </Button>
            {s.list?.length ? (
              <p className="text-xs text-muted-foreground">
                Keeps its {s.list.length} generated {s.list.length === 1 ? 'item' : 'items'}:{' '}
                {s.list
                  .slice(0, 4)
                  .map((l) => l.text)
                  .join(', ')}
                {s.list.length > 4 ? ', …' : ''}
              </p>
            ) : null}
          </div>
        );
      })}
      <Button
        type="button"
        variant="outline"
        disabled={full}
        onClick={() => {
          const s = emptySection();
          onChange([...sections, s]);
          onAdded(s.key);
        }}
      >
        <Plus aria-hidden="true" />
        Add section
      </Button>
      {full && (
        <p className="text-xs text-muted-foreground">
          A page holds at most {PAGE_EDIT_LIMITS.sections} sections.
        </p>
      )}
    </fieldset>
  );
}
