import type { Site } from '@sdp/shared';
import { Globe } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import { useUpdateSite } from '../api/update-site';
import { domainTarget } from '../lib/domain-target';
import { DomainStatusBadge } from './domain-status-badge';
import { DomainVerification } from './domain-verification';

/**
 * PATCH customDomain; while the domain is not verified, the TXT record that proves it is the
 * team's and a Verify button (docs/sites-api.md, Custom domains).
 */
export function CustomDomainCard({ site }: { site: Site }) {
  const [value, setValue] = useState(site.customDomain ?? '');
  const update = useUpdateSite(site.id);
  useEffect(() => setValue(site.customDomain ?? ''), [site.customDomain]);
  const host = domainTarget(site.url);

  const save = (domain: string | null) =>
    update.mutate(
      { customDomain: domain },
      {
        onSuccess: () =>
          toast({
            type: 'success',
            title: domain ? `Domain set to ${domain}` : 'Custom domain removed',
            message: domain ? 'Add the TXT record shown, then verify the domain.' : undefined,
          }),
      },
    );
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save(value.trim() ? value.trim().toLowerCase() : null);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2 text-base">
          <Globe className="size-4" aria-hidden="true" />
          Custom domain
          {site.customDomain && site.domainStatus && <DomainStatusBadge status={site.domainStatus} />}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <form onSubmit={onSubmit} className="space-y-3">
          <FormField
            id="custom-domain"
            label="Domain"
            error={update.isError ? errorMessage(update.error) : undefined}
            hint="For example leads.example.com"
          >
            <Input
              id="custom-domain"
              value={value}
              onChange={(e) => setValue(e.target.value)}
              placeholder="leads.example.com"
              autoCapitalize="none"
              spellCheck={false}
              aria-invalid={update.isError || undefined}
              aria-describedby={update.isError ? 'custom-domain-error' : 'custom-domain-hint'}
            />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={update.isPending}>
              Save domain
            </Button>
            {site.customDomain && (
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={update.isPending}
                onClick={() => save(null)}
              >
                Remove
              </Button>
            )}
          </div>
        </form>
        {site.customDomain && <DomainVerification site={site} />}
        {host ? (
          <p className="text-xs text-muted-foreground" data-testid="domain-dns-help">
            The site is served on the domain only once the domain is verified. In your DNS, point the domain
            at the platform: a <strong>CNAME</strong> to <span className="font-mono">{host}</span>, or an{' '}
            <strong>A</strong> record to the IP address <span className="font-mono">{host}</span> resolves to.
            Requests for the domain are then answered with this site at <span className="font-mono">/</span>.
          </p>
        ) : (
          <p className="text-xs text-muted-foreground" data-testid="domain-dns-help">
            This server has no public address configured, so no DNS record can reach it yet. Set{' '}
            <span className="font-mono">PUBLIC_URL</span> to the address the platform is reached at (for
            example <span className="font-mono">https://seo.example.com</span>) and restart it; this card then
            names the host to point the domain at.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
