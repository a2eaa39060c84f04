import type { ContentDraft, ContentWriterChoice, Site } from '@sdp/shared';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Segmented } from '@/components/ui/segmented';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { type PickedPlace, PlaceCombobox } from '@/features/keyword-finder';
import { errorMessage } from '@/lib/api-error';
import { useGenerateDraft } from '../api/content-generator';

/** Keyword, place (or a site of the team, whose place and business it uses) and writer. */
export function GenerateForm({
  sites,
  llmOffered,
  initialKeyword,
  initialSiteId,
  onDraft,
}: {
  sites: Site[];
  llmOffered: boolean;
  initialKeyword: string;
  initialSiteId: string;
  onDraft: (d: ContentDraft) => void;
}) {
  const [keyword, setKeyword] = useState(initialKeyword);
  const [place, setPlace] = useState<PickedPlace | null>(null);
  const [siteId, setSiteId] = useState(sites.some((s) => s.id === initialSiteId) ? initialSiteId : '');
  const [writer, setWriter] = useState<ContentWriterChoice>('built-in');
  const [error, setError] = useState<string | null>(null);
  const generate = useGenerateDraft();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!keyword.trim()) return setError('Enter a keyword, e.g. "roof repair"');
    if (!place && !siteId) return setError('Pick a place, or a site whose place the page is for');
    setError(null);
    generate.mutate(
      {
        keyword: keyword.trim(),
        ...(place ? { placeId: place.placeId } : {}),
        ...(siteId ? { siteId } : {}),
        writer: llmOffered ? writer : 'built-in',
      },
      { onSuccess: onDraft },
    );
  };

  return (
    <Card>
      <CardContent className="pt-6">
        <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-2">
          <FormField id="cg-keyword" label="Keyword" error={error ?? undefined}>
            <Input
              id="cg-keyword"
              value={keyword}
              placeholder="roof repair"
              aria-invalid={Boolean(error)}
              onChange={(e) => setKeyword(e.target.value)}
            />
          </FormField>
          <PlaceCombobox value={place} onChange={setPlace} label="Place (optional with a site)" />
          <FormField
            id="cg-site"
            label="Site (optional)"
            hint={
              sites.length
                ? "Uses the site's vertical, business name and phone"
                : 'No sites yet: a draft works for a keyword and a place; saving it needs a hosted site'
            }
          >
            <Select id="cg-site" value={siteId} onChange={(e) => setSiteId(e.target.value)}>
              <option value="">No site</option>
              {sites.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </Select>
          </FormField>
          <div className="space-y-2">
            <span className="block text-sm font-medium">Writer</span>
            {llmOffered ? (
              <Segmented
                label="Writer"
                value={writer}
                onChange={setWriter}
                options={[
                  { value: 'built-in', label: 'Built-in' },
                  { value: 'llm', label: 'LLM' },
                ]}
              />
            ) : (
              <p className="text-xs text-muted-foreground">
                Built-in writer (no LLM is configured on this server).
              </p>
            )}
          </div>
          <div className="md:col-span-2 flex items-center gap-3">
            <Button type="submit" disabled={generate.isPending}>
              {generate.isPending ? 'Writing…' : 'Generate'}
            </Button>
            {generate.isPending && (
              <Spinner size="sm" text="Writing the page and scoring it…" className="flex-row" />
            )}
          </div>
        </form>
        {generate.isError && (
          <Alert variant="error" className="mt-4">
            {errorMessage(generate.error)}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
