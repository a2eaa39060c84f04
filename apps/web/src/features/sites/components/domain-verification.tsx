import type { Site } from '@sdp/shared';
import { Check, Copy, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast-store';
import { useVerifyDomain } from '../api/verify-domain';

/** A value to put in DNS, selectable, with a copy button named after it. */
function CopyField({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast({ type: 'error', title: 'Could not copy', message: 'Select the text and copy it.' });
    }
  };
  return (
    <div className="space-y-1">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="flex items-center gap-2">
        <code className="min-w-0 flex-1 select-all break-all rounded bg-muted px-2 py-1 font-mono text-xs">
          {value}
        </code>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => void copy()}
          aria-label={`Copy record ${label.toLowerCase()}`}
        >
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
        </Button>
      </dd>
    </div>
  );
}

/**
 * The ownership proof of the site's custom domain: when verified, since when; else the TXT record
 * to create, the last check's error and a Verify button (spinner while the lookup runs).
 */
export function DomainVerification({ site }: { site: Site }) {
  const verify = useVerifyDomain(site.id);
  const domain = site.customDomain;
  if (!domain) return null;

  if (site.domainStatus === 'verified') {
    return (
      <p className="text-sm text-emerald-200" data-testid="domain-verified">
        Verified{site.domainVerifiedAt ? ` ${formatDateTime(site.domainVerifiedAt)}` : ''}: the site is served
        at{' '}
        <a
          className="font-mono underline-offset-4 hover:underline"
          href={`https://${domain}/`}
          target="_blank"
          rel="noreferrer"
        >
          {domain}
        </a>
        .
      </p>
    );
  }

  const onVerify = () =>
    verify.mutate(undefined, {
      onSuccess: (s) => {
        if (s.domainStatus === 'verified') {
          toast({
            type: 'success',
            title: `${domain} is verified`,
            message: 'The site is served on it now.',
          });
        }
      },
    });
  const error = verify.isError
    ? errorMessage(verify.error)
    : site.domainStatus === 'failed'
      ? site.domainError
      : null;

  return (
    <section aria-labelledby="domain-proof-title" className="space-y-3 rounded-lg border border-border p-3">
      <h3 id="domain-proof-title" className="text-sm font-medium">
        Prove the domain is yours
      </h3>
      <p className="text-xs text-muted-foreground">
        Create this DNS record at your domain's DNS provider, then press Verify. DNS changes can take a few
        minutes to show.
      </p>
      {site.domainRecord && (
        <dl className="space-y-2">
          <div className="space-y-1">
            <dt className="text-xs font-medium text-muted-foreground">Type</dt>
            <dd className="font-mono text-xs">{site.domainRecord.type}</dd>
          </div>
          <CopyField label="Name" value={site.domainRecord.name} />
          <CopyField label="Value" value={site.domainRecord.value} />
        </dl>
      )}
      {error && (
        <p id="domain-check-error" role="alert" className="text-xs text-red-300">
          {error}
        </p>
      )}
      {site.domainCheckedAt && (
        <p className="text-xs text-muted-foreground">Last checked {formatDateTime(site.domainCheckedAt)}</p>
      )}
      <Button
        type="button"
        size="sm"
        onClick={onVerify}
        disabled={verify.isPending}
        aria-busy={verify.isPending || undefined}
        aria-describedby={error ? 'domain-check-error' : undefined}
      >
        {verify.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
        {verify.isPending ? 'Checking…' : 'Verify'}
      </Button>
    </section>
  );
}
