import { Menu, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { BrandMark } from '@/components/ui/brand-mark';
import { SheetContent } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { displayName, useSession } from '@/lib/session';
import { cn } from '@/lib/utils';
import { DIRECT_ITEMS, isNavActive, NAV_GROUPS, type NavLeaf } from './nav-items';

function MobileLink({ item, pathname }: { item: NavLeaf; pathname: string }) {
  const active = isNavActive(item.path, pathname);
  return (
    <Link
      to={item.path}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'flex items-start gap-3 rounded-md px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        active
          ? 'bg-accent text-foreground'
          : 'text-muted-foreground hover:bg-accent/60 hover:text-foreground',
      )}
    >
      <item.icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span className="flex flex-col">
        <span className="font-medium text-foreground">{item.label}</span>
        {item.description && <span className="text-xs">{item.description}</span>}
      </span>
    </Link>
  );
}

/** Slide-out navigation below lg. Closes on route change and on Escape (Radix Dialog). */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();
  const { user, logout } = useSession();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the point of a route change
  useEffect(() => setOpen(false), [pathname, search]);

  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger
        aria-label="Open menu"
        className="inline-flex size-10 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring lg:hidden"
      >
        <Menu className="size-5" aria-hidden="true" />
      </DialogPrimitive.Trigger>
      <SheetContent aria-describedby={undefined} data-testid="mobile-menu">
        <div className="flex h-16 items-center justify-between border-b border-border px-4">
          <DialogPrimitive.Title asChild>
            <div>
              <BrandMark />
            </div>
          </DialogPrimitive.Title>
          <DialogPrimitive.Close
            aria-label="Close menu"
            className="inline-flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X className="size-5" aria-hidden="true" />
          </DialogPrimitive.Close>
        </div>
        <nav aria-label="Mobile" className="flex-1 space-y-6 overflow-y-auto p-4">
          <div className="space-y-1">
            {DIRECT_ITEMS.map((item) => (
              <MobileLink key={item.path} item={item} pathname={pathname} />
            ))}
          </div>
          {NAV_GROUPS.map((group) => (
            <div key={group.label}>
              <p className="px-3 pb-2 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
                {group.label}
              </p>
              <div className="space-y-1">
                {group.items.map((item) => (
                  <MobileLink key={item.path} item={item} pathname={pathname} />
                ))}
              </div>
            </div>
          ))}
        </nav>
        <div className="border-t border-border p-4">
          <p className="truncate text-sm font-medium">{displayName(user)}</p>
          <p className="truncate text-xs text-muted-foreground">{user?.email}</p>
          <div className="mt-3 flex gap-2">
            <Link
              to={paths.settings}
              className="flex-1 rounded-md border border-border px-3 py-2 text-center text-sm hover:bg-accent"
            >
              Settings
            </Link>
            <button
              type="button"
              onClick={() => void logout()}
              className="flex-1 rounded-md border border-border px-3 py-2 text-sm text-red-300 hover:bg-accent"
            >
              Log out
            </button>
          </div>
        </div>
      </SheetContent>
    </DialogPrimitive.Root>
  );
}
