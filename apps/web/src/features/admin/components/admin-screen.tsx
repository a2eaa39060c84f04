import { type KeyboardEvent, useState } from 'react';
import { cn } from '@/lib/utils';
import { AuditTab } from './audit-tab';
import { InvoicesTab } from './invoices-tab';
import { JobsTab } from './jobs-tab';
import { MailTab } from './mail-tab';
import { SystemTab } from './system-tab';
import { TeamsTab } from './teams-tab';
import { UsageTab } from './usage-tab';
import { UsersTab } from './users-tab';

const TABS = [
  { id: 'users', label: 'Users', Panel: UsersTab },
  { id: 'teams', label: 'Teams', Panel: TeamsTab },
  { id: 'invoices', label: 'Invoices', Panel: InvoicesTab },
  { id: 'jobs', label: 'Jobs', Panel: JobsTab },
  { id: 'usage', label: 'Usage', Panel: UsageTab },
  { id: 'mail', label: 'Mail', Panel: MailTab },
  { id: 'audit', label: 'Audit', Panel: AuditTab },
  { id: 'system', label: 'System', Panel: SystemTab },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** The /admin screen for platform admins: one tab per area (docs/admin.md). */
export function AdminScreen() {
  const [tab, setTab] = useState<TabId>('users');
  const current = TABS.find((t) => t.id === tab) ?? TABS[0];

  // Arrow keys move between tabs (WAI-ARIA tabs pattern).
  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const i = TABS.findIndex((t) => t.id === tab);
    const next = TABS[(i + (e.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length];
    setTab(next.id);
    document.getElementById(`admin-tab-${next.id}`)?.focus();
  }

  return (
    <div className="space-y-4">
      <div
        role="tablist"
        aria-label="Administration"
        className="flex flex-wrap gap-1 border-b border-border"
        onKeyDown={onKeyDown}
      >
        {TABS.map((t) => (
          <button
            key={t.id}
            id={`admin-tab-${t.id}`}
            type="button"
            role="tab"
            aria-selected={t.id === tab}
            aria-controls={`admin-panel-${t.id}`}
            tabIndex={t.id === tab ? 0 : -1}
            onClick={() => setTab(t.id)}
            className={cn(
              '-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              t.id === tab && 'border-primary text-foreground',
            )}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`admin-panel-${current.id}`} aria-labelledby={`admin-tab-${current.id}`}>
        <current.Panel />
      </div>
    </div>
  );
}
