import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-error';
import { useAddKeywords } from '../api/add-keywords';
import { parseKeywordList } from '../lib/rank-format';

/** Keywords to track for a site: one a line (or comma separated), optional location. */
export function AddKeywordsForm({ websiteId, onDone }: { websiteId: string; onDone?: () => void }) {
  const id = useId();
  const add = useAddKeywords();
  const [text, setText] = useState('');
  const [location, setLocation] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const keywords = parseKeywordList(text);

  return (
    <form
      className="space-y-3 rounded-lg border border-border bg-background/40 p-4"
      data-testid="add-keywords-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (keywords.length === 0) return setNote('Type at least one keyword');
        setNote(null);
        add.mutate(
          { websiteId, keywords, ...(location.trim() ? { location: location.trim() } : {}) },
          {
            onSuccess: (r) => {
              setText('');
              setNote(
                `${r.created} added${r.alreadyTracked ? `, ${r.alreadyTracked} already tracked` : ''}.`,
              );
              onDone?.();
            },
          },
        );
      }}
    >
      <div className="space-y-1">
        <Label htmlFor={`${id}-kw`}>Keywords</Label>
        <Textarea
          id={`${id}-kw`}
          rows={3}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={'roof repair boise\nemergency roofer near me'}
          aria-describedby={`${id}-kw-hint`}
        />
        <p id={`${id}-kw-hint`} className="text-xs text-muted-foreground">
          One a line or separated by commas (up to 200 per site).
        </p>
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-loc`}>Location (optional)</Label>
        <Input
          id={`${id}-loc`}
          value={location}
          onChange={(e) => setLocation(e.target.value)}
          placeholder="Boise, ID"
        />
      </div>
      {add.isError && <Alert variant="error">{errorMessage(add.error)}</Alert>}
      {note && !add.isError && (
        <p className="text-xs text-muted-foreground" role="status">
          {note}
        </p>
      )}
      <Button type="submit" size="sm" disabled={add.isPending}>
        {add.isPending
          ? 'Adding…'
          : keywords.length
            ? `Track ${keywords.length} keyword${keywords.length === 1 ? '' : 's'}`
            : 'Track keywords'}
      </Button>
    </form>
  );
}
