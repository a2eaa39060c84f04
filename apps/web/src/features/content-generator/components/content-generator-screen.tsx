import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useUsageLimits } from '@/features/settings';
import { useSiteList } from '@/features/sites';
import { useDraft } from '../api/content-generator';
import { DraftWorkspace } from './draft-workspace';
import { DraftsList } from './drafts-list';
import { GenerateForm } from './generate-form';

/** /content-generator (docs/content-generator.md); reads ?keyword=&siteId= (the semantic screen links here). */
export function ContentGeneratorScreen() {
  const [params] = useSearchParams();
  const [openId, setOpenId] = useState<string | null>(null);
  const sites = useSiteList('all');
  const limits = useUsageLimits();
  const draft = useDraft(openId);
  const llmOffered = limits.data?.limits.find((l) => l.key === 'llmUsdPerMonth')?.applies === true;
  const hosted = (sites.data ?? []).filter((s) => s.status !== 'archived');

  return (
    <div className="space-y-8">
      <PageHeader
        title="Content Generator"
        description="Writes a page for a keyword and a place from real local facts, scores its keyword coverage, readability, structure and uniqueness against your other pages, and saves it to one of your sites."
      />
      {sites.isPending ? (
        <Skeleton className="h-48" />
      ) : (
        <GenerateForm
          sites={hosted}
          llmOffered={llmOffered}
          initialKeyword={params.get('keyword') ?? ''}
          initialSiteId={params.get('siteId') ?? ''}
          onDraft={(d) => setOpenId(d.id)}
        />
      )}
      {openId &&
        (draft.isPending ? (
          <Skeleton className="h-96" />
        ) : draft.isError ? (
          <RetryAlert
            message="Could not load the draft"
            error={draft.error}
            onRetry={() => void draft.refetch()}
          />
        ) : (
          <DraftWorkspace draft={draft.data} sites={hosted} />
        ))}
      <section aria-labelledby="cg-drafts">
        <h2 id="cg-drafts" className="mb-3 text-lg font-semibold">
          Drafts
        </h2>
        <DraftsList selected={openId} onOpen={setOpenId} />
      </section>
    </div>
  );
}
