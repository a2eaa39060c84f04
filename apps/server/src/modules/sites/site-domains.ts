import type { Site } from '@sdp/shared';
import { ConflictError, ValidationError } from '../../lib/errors';
import { domainRefusal } from './domain-policy';
import { checkTxtRecord, DNS_TIMEOUT_MS, newDomainToken, systemResolveTxt } from './domain-verify';
import type { SiteContext } from './site-context';
import type { SiteRow } from './sites.repository';
import * as repo from './sites.repository';
import type { Actor } from './sites.types';

// Custom domains of a site (docs/sites-api.md, Custom domains): a claim is stored 'pending' with a
// fresh token; POST /api/sites/:id/domain/verify looks up the TXT record and marks it 'verified'
// (served, trusted as an origin, used as the base URL of the next build) or 'failed'.

export const domainTaken = (domain: string | null | undefined) =>
  new ConflictError(`customDomain: ${domain} is already used by another site`, 'domain_taken');

export function createSiteDomains(ctx: SiteContext) {
  const { db, host, publicUrl, own, push, one, opts } = ctx;
  const timeoutMs = opts.domains?.dnsTimeoutMs ?? DNS_TIMEOUT_MS;
  const resolveTxt = opts.domains?.resolveTxt ?? systemResolveTxt(timeoutMs);

  return {
    /**
     * The columns of a new claim of `domain` by `site` (null clears every domain column): 400 for
     * a name that may not be claimed, 409 when another site holds it verified. An unverified claim
     * of another site does not block: the update drops it (repo.updateSiteClaimingDomain).
     */
    async claimPatch(site: SiteRow, domain: string | null): Promise<Partial<repo.NewSite>> {
      if (!domain) return { ...repo.NO_DOMAIN };
      const refusal = domainRefusal(domain, publicUrl);
      if (refusal) throw new ValidationError(refusal, undefined, 'invalid_domain');
      const holder = await repo.domainHolder(db, domain);
      if (holder && holder.id !== site.id && holder.domainStatus === 'verified') throw domainTaken(domain);
      return {
        ...repo.NO_DOMAIN,
        customDomain: domain,
        domainStatus: 'pending',
        domainToken: newDomainToken(),
      };
    },

    /** Sites whose unverified claim a new claim dropped: no stale lookup, their team sees it. */
    released(rows: SiteRow[], domain: string) {
      for (const r of rows) {
        host.forget(r, domain);
        push(r);
      }
    },

    /**
     * Checks the TXT record of the site's domain and stores the answer. A verified domain stays
     * verified (answered as it is, no lookup) until the domain is changed or the site archived.
     */
    async verifyDomain(actor: Actor, siteId: string): Promise<Site> {
      const site = await own(actor, siteId);
      const domain = site.customDomain;
      if (!domain) {
        throw new ConflictError(
          'This site has no custom domain to verify: set customDomain first',
          'no_domain',
        );
      }
      if (site.domainStatus === 'verified') return one(actor, site);
      if (!site.domainToken) {
        // A claim without a token (written before ownership proof existed): start it now.
        const row = await repo.updateSite(db, actor.teamId, site.id, {
          ...repo.NO_DOMAIN,
          customDomain: domain,
          domainStatus: 'pending',
          domainToken: newDomainToken(),
        });
        return one(actor, row ?? site);
      }
      const result = await checkTxtRecord(resolveTxt, domain, site.domainToken, timeoutMs);
      const row = await repo.recordDomainCheck(
        db,
        actor.teamId,
        site.id,
        { domain, token: site.domainToken },
        result,
      );
      if (!row) {
        throw new ConflictError(
          'The custom domain changed while it was checked: check it again',
          'domain_changed',
        );
      }
      host.forget(row, domain);
      push(row);
      return one(actor, row);
    },
  };
}
