import { MAX_REVIEWS } from '@sdp/shared';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import {
  type BusinessErrors,
  type BusinessFormState,
  emptyReview,
  type ReviewRow,
} from '../lib/business-form';
import { fieldAria } from '../lib/field-aria';

/** Reviews pasted from where they were posted (never written here): one row each. */
export function BusinessReviewsFields({
  idPrefix,
  reviews,
  onChange,
  errors,
}: {
  idPrefix: string;
  reviews: ReviewRow[];
  onChange: (patch: Partial<BusinessFormState>) => void;
  errors: BusinessErrors;
}) {
  const set = (i: number, patch: Partial<ReviewRow>) =>
    onChange({ reviews: reviews.map((r, j) => (j === i ? { ...r, ...patch } : r)) });

  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-medium">Reviews</legend>
      <p className="text-xs text-muted-foreground">
        Paste real reviews from Google, Yelp and the like, with the reviewer's name and the date. The site
        shows them with their source; ratings are averaged from these only.
      </p>
      {reviews.map((r, i) => {
        const id = (f: string) => `${idPrefix}-review-${i}-${f}`;
        const err = (f: string) => errors[`reviews.${i}.${f}`];
        return (
          <div
            key={r.key}
            className="space-y-3 rounded-lg border border-border bg-background/40 p-3"
            data-testid="review-row"
          >
            <div className="grid gap-3 sm:grid-cols-4">
              <FormField id={id('author')} label="Reviewer" error={err('author')}>
                <Input
                  id={id('author')}
                  value={r.author}
                  onChange={(e) => set(i, { author: e.target.value })}
                  maxLength={80}
                  {...fieldAria(errors, `reviews.${i}.author`, id('author'))}
                />
              </FormField>
              <FormField id={id('rating')} label="Rating" error={err('rating')}>
                <Select
                  id={id('rating')}
                  value={r.rating}
                  onChange={(e) => set(i, { rating: e.target.value })}
                >
                  <option value="">No rating</option>
                  {[5, 4, 3, 2, 1].map((n) => (
                    <option key={n} value={String(n)}>
                      {n} of 5
                    </option>
                  ))}
                </Select>
              </FormField>
              <FormField id={id('source')} label="Source" error={err('source')}>
                <Input
                  id={id('source')}
                  value={r.source}
                  onChange={(e) => set(i, { source: e.target.value })}
                  placeholder="Google"
                  maxLength={60}
                  {...fieldAria(errors, `reviews.${i}.source`, id('source'))}
                />
              </FormField>
              <FormField id={id('date')} label="Date" error={err('date')}>
                <Input
                  id={id('date')}
                  type="date"
                  value={r.date}
                  onChange={(e) => set(i, { date: e.target.value })}
                  {...fieldAria(errors, `reviews.${i}.date`, id('date'))}
                />
              </FormField>
            </div>
            <FormField id={id('text')} label="Review text" error={err('text')}>
              <Textarea
                id={id('text')}
                value={r.text}
                onChange={(e) => set(i, { text: e.target.value })}
                maxLength={1000}
                className="min-h-20"
                {...fieldAria(errors, `reviews.${i}.text`, id('text'))}
              />
            </FormField>
            <div className="flex flex-wrap items-end gap-3">
              <div className="min-w-64 flex-1">
                <FormField id={id('url')} label="Link to the review (optional)" error={err('url')}>
                  <Input
                    id={id('url')}
                    type="url"
                    value={r.url}
                    onChange={(e) => set(i, { url: e.target.value })}
                    placeholder="https://"
                    maxLength={500}
                    {...fieldAria(errors, `reviews.${i}.url`, id('url'))}
                  />
                </FormField>
              </div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => onChange({ reviews: reviews.filter((_, j) => j !== i) })}
                aria-label={`Remove review ${i + 1}${r.author ? ` by ${r.author}` : ''}`}
              >
                <Trash2 aria-hidden="true" />
                Remove
              </Button>
            </div>
          </div>
        );
      })}
      {reviews.length < MAX_REVIEWS && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => onChange({ reviews: [...reviews, emptyReview()] })}
        >
          <Plus aria-hidden="true" />
          Add a review
        </Button>
      )}
    </fieldset>
  );
}
