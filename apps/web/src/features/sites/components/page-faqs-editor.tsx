import { PAGE_EDIT_LIMITS } from '@sdp/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { type DraftFaq, emptyFaq, removeAt, replaceAt } from '../lib/page-draft';

/** The questions and answers of a page: edited in place, added at the end, removed one by one. */
export function PageFaqsEditor({
  faqs,
  onChange,
  focusKey,
  onAdded,
  disabled,
}: {
  faqs: DraftFaq[];
  onChange: (faqs: DraftFaq[]) => void;
  /** The question just added: it takes the focus. */
  focusKey: string | null;
  onAdded: (key: string) => void;
  disabled?: boolean;
}) {
  const full = faqs.length >= PAGE_EDIT_LIMITS.faqs;
  useEffect(() => {
    if (focusKey) document.getElementById(`faq-${focusKey}-q`)?.focus();
  }, [focusKey]);

  return (
    <fieldset className="space-y-4" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">Questions and answers ({faqs.length})</legend>
      {faqs.length === 0 && <p className="text-sm text-muted-foreground">This page has no questions.</p>}
      {faqs.map((f, i) => {
        const n = i + 1;
        const id = `faq-${f.key}`;
        return (
          <div
            key={f.key}
            className="space-y-2 rounded-lg border border-border bg-background/40 p-3"
            data-testid="page-faq"
          >
            <div className="flex items-center justify-between gap-2">
              <Label htmlFor={`${id}-q`}>Question {n}</Label>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                aria-label={`Remove question ${n}`}
                onClick={() => onChange(removeAt(faqs, i))}
              >
                <Trash2 aria-hidden="true" />
                Remove
              </Button>
            </div>
            <Input
              id={`${id}-q`}
              value={f.q}
              maxLength={PAGE_EDIT_LIMITS.question}
              onChange={(e) => onChange(replaceAt(faqs, i, { ...f, q: e.target.value }))}
            />
            <Label htmlFor={`${id}-a`}>Answer {n}</Label>
            <Textarea
              id={`${id}-a`}
              value={f.a}
              rows={3}
              className="min-h-20"
              maxLength={PAGE_EDIT_LIMITS.answer}
              onChange={(e) => onChange(replaceAt(faqs, i, { ...f, a: e.target.value }))}
            />
          </div>
        );
      })}
      <Button
        type="button"
        variant="outline"
        disabled={full}
        onClick={() => {
          const f = emptyFaq();
          onChange([...faqs, f]);
          onAdded(f.key);
        }}
      >
        <Plus aria-hidden="true" />
        Add question
      </Button>
    </fieldset>
  );
}
