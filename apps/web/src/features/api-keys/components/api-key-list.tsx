import type { ApiKey } from '@sdp/shared';
import { KeyRound } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';

/** The caller's keys, one row each: what it is, where it acts, when it was used and expires. */
export function ApiKeyList({ keys, onDelete }: { keys: ApiKey[]; onDelete: (key: ApiKey) => void }) {
  return (
    <ul className="divide-y divide-border rounded-lg border border-border" data-testid="api-key-list">
      {keys.map((k) => (
        <li
          key={k.id}
          className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start"
          data-testid="api-key-row"
        >
          <KeyRound
            className="mt-0.5 hidden size-5 shrink-0 text-muted-foreground sm:block"
            aria-hidden="true"
          />
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
              <span className="break-all">{k.name}</span>
              <code className="rounded bg-muted/60 px-1.5 py-0.5 font-mono text-xs">{k.prefix}…</code>
              <Badge variant={k.scope === 'read' ? 'outline' : 'default'}>
                {k.scope === 'read' ? 'Read only' : 'Read and write'}
              </Badge>
              {k.expired && <Badge variant="danger">Expired</Badge>}
              {!k.memberOfTeam && <Badge variant="danger">Not working: you left its team</Badge>}
            </p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs text-muted-foreground">
              <dt>Team</dt>
              <dd className="break-words">
                {k.teamName}
                {k.memberOfTeam && !k.currentTeam && ' (not your current team)'}
              </dd>
              <dt>Created</dt>
              <dd>{formatDateTime(k.createdAt)}</dd>
              <dt>Last used</dt>
              <dd>
                {formatDateTime(k.lastUsedAt)}
                {k.lastUsedAt && k.lastUsedIp ? ` from ${k.lastUsedIp}` : ''}
              </dd>
              <dt>Expires</dt>
              <dd>{k.expiresAt ? formatDateTime(k.expiresAt) : 'Never'}</dd>
            </dl>
          </div>
          <Button
            variant="outline"
            size="sm"
            className="self-start"
            aria-label={`Delete API key ${k.name}`}
            onClick={() => onDelete(k)}
          >
            Delete
          </Button>
        </li>
      ))}
    </ul>
  );
}
