import type { ContentDraft, Site } from '@sdp/shared';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useSaveDraft } from '../api/content-generator';
import { PATH_PATTERN, pathOf } from '../lib/draft-edit';

/** Save the draft to a hosted site (a new page, or over the page at the path) and deploy it. */
export function SavePanel({
  draft,
  sites,
  blocked,
}: {
  draft: ContentDraft;
  sites: Site[];
  blocked: string | null;
}) {
  const [siteId, setSiteId] = useState(draft.siteId ?? sites[0]?.id ?? '');
  const [path, setPath] = useState(draft.savedPath ?? pathOf(draft.keyword));
  const [confirming, setConfirming] = useState(false);
  const save = useSaveDraft();
  const site = sites.find((s) => s.id === siteId);
  const pathError = PATH_PATTERN.test(path) ? undefined : 'A path like /roof-repair-austin/';
  const url = save.data?.url ?? draft.savedUrl;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Save to a site</CardTitle>
        <CardDescription>
          Adds the page to the site (or replaces the page at that path) and deploys a new version; the live
          version stays as it is if the deploy fails.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {sites.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Saving needs a hosted site: create one from a market, then come back to this draft.
          </p>
        ) : (
          <>
            <FormField id="cg-save-site" label="Site">
              <Select id="cg-save-site" value={siteId} onChange={(e) => setSiteId(e.target.value)}>
                {sites.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField id="cg-save-path" label="Page path" error={pathError}>
              <Input
                id="cg-save-path"
                value={path}
                aria-invalid={Boolean(pathError)}
                onChange={(e) => setPath(e.target.value.trim())}
              />
            </FormField>
            {blocked && <p className="text-xs text-amber-400">{blocked}</p>}
            <Button
              type="button"
              disabled={!site || Boolean(pathError) || Boolean(blocked) || save.isPending}
              onClick={() => setConfirming(true)}
            >
              Save and deploy
            </Button>
          </>
        )}
        {url && (
          <Alert variant="success">
            Live at{' '}
            <a
              className="inline-flex items-center gap-1 underline"
              href={url}
              target="_blank"
              rel="noreferrer"
            >
              {url} <ExternalLink className="size-3" aria-hidden="true" />
            </a>
          </Alert>
        )}
        <ConfirmDialog
          open={confirming}
          onClose={() => setConfirming(false)}
          title="Save and deploy this page?"
          description={`${site?.name ?? 'The site'} gets ${path} with this draft's words, in a new version that goes live now.`}
          error={save.error}
          pending={save.isPending}
          confirmLabel="Save and deploy"
          pendingLabel="Building and deploying…"
          onConfirm={() =>
            save.mutate({ id: draft.id, body: { siteId, path } }, { onSuccess: () => setConfirming(false) })
          }
        />
      </CardContent>
    </Card>
  );
}
