import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

export interface PlaceholderAction {
  label: string;
  to: string;
}

/**
 * A protected screen whose working parts arrive in a later issue: its title, one sentence on what it
 * will do, and an honest empty state. No sample data.
 */
export function PlaceholderScreen({
  title,
  description,
  icon,
  emptyTitle,
  emptyText,
  actions = [],
  children,
}: {
  title: string;
  description: string;
  icon: LucideIcon;
  emptyTitle: string;
  emptyText: ReactNode;
  actions?: PlaceholderAction[];
  children?: ReactNode;
}) {
  return (
    <div data-testid="screen" data-screen={title}>
      <PageHeader
        title={title}
        description={description}
        actions={<Badge variant="outline">In development</Badge>}
      />
      {children}
      <EmptyState
        icon={icon}
        title={emptyTitle}
        action={actions.map((a, i) => (
          <Button key={a.to} asChild variant={i === 0 ? 'default' : 'outline'}>
            <Link to={a.to}>{a.label}</Link>
          </Button>
        ))}
      >
        {emptyText}
      </EmptyState>
    </div>
  );
}
