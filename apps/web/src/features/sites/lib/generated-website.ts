import type { Site, TemplateId } from '@sdp/shared';

/** What the workflow keeps of the generated site (stage 2). */
export interface GeneratedWebsite {
  id: string;
  name: string;
  slug: string;
  url: string;
  opportunityId: string | null;
  versionId: string | null;
  template: TemplateId;
}

export const toGeneratedWebsite = (site: Site, template?: TemplateId): GeneratedWebsite => ({
  id: site.id,
  name: site.name,
  slug: site.slug,
  url: site.url,
  opportunityId: site.opportunityId,
  versionId: site.latestVersion?.id ?? null,
  template: template ?? site.latestVersion?.template ?? site.template,
});

/** The generated site's id, when it was built for this market. */
export function generatedSiteId(generated: unknown, opportunityId?: string): string | null {
  if (!generated || typeof generated !== 'object') return null;
  const g = generated as Partial<GeneratedWebsite>;
  if (typeof g.id !== 'string') return null;
  if (opportunityId && g.opportunityId && g.opportunityId !== opportunityId) return null;
  return g.id;
}
