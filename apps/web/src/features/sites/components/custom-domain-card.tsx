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
  const host = typeof window === 'undefined' ? '' : window.location.hostname;

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
        <p className="text-xs text-muted-foreground">
          The site is served on the domain only once the domain is verified. In your DNS, point the domain at
          this server: an <strong>A</strong> record to this server's IP address, or a <strong>CNAME</strong>{' '}
          to <span className="font-mono">{host || 'this host'}</span>. Requests for the domain are then
          answered with this site at <span className="font-mono">/</span>.
        </p>
      </CardContent>
    </Card>
  );
}
