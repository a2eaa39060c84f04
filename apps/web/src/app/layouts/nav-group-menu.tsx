import { ChevronDown } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';
import { isGroupActive, isNavActive, type NavGroup } from './nav-items';

export const navLinkClass = (active: boolean) =>
  cn(
    'inline-flex h-9 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-md px-2 text-sm font-medium xl:px-3 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
    active ? 'bg-accent text-foreground' : 'text-muted-foreground hover:bg-accent/60 hover:text-foreground',
  );

export function NavGroupMenu({ group }: { group: NavGroup }) {
  const { pathname } = useLocation();
  const active = isGroupActive(group, pathname);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className={cn(navLinkClass(active), 'data-[state=open]:bg-accent')}
        data-active={active || undefined}
      >
        {group.label}
        <ChevronDown className="size-3.5 opacity-70" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-72">
        {group.items.map((item) => {
          const itemActive = isNavActive(item.path, pathname);
          return (
            <DropdownMenuItem key={item.path} asChild>
              <Link
                to={item.path}
                aria-current={itemActive ? 'page' : undefined}
                className={cn('items-start', itemActive && 'bg-accent/60')}
              >
                <item.icon className="mt-0.5 size-4 shrink-0 text-blue-300" aria-hidden="true" />
                <span className="flex flex-col">
                  <span className="font-medium">{item.label}</span>
                  {item.description && (
                    <span className="text-xs text-muted-foreground">{item.description}</span>
                  )}
                </span>
              </Link>
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
