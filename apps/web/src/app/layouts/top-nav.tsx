import { HEADER_SCROLL_THRESHOLD_PX } from '@sdp/shared';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { BrandMark } from '@/components/ui/brand-mark';
import { paths } from '@/config/paths';
import { TrialIndicator } from '@/features/billing';
import { ChatButton } from '@/features/chat';
import { NotificationBell } from '@/features/notifications';
import { WorkflowStepper } from '@/features/workflow';
import { cn } from '@/lib/utils';
import { MobileMenu } from './mobile-menu';
import { NavGroupMenu, navLinkClass } from './nav-group-menu';
import { DIRECT_ITEMS, isNavActive, NAV_GROUPS, type NavLeaf } from './nav-items';
import { UserMenu } from './user-menu';

function useScrolled(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}

function DirectLink({ item, pathname }: { item: NavLeaf; pathname: string }) {
  const active = isNavActive(item.path, pathname);
  return (
    <Link
      to={item.path}
      title={item.description}
      aria-current={active ? 'page' : undefined}
      className={navLinkClass(active)}
    >
      {item.label}
    </Link>
  );
}

export function TopNav() {
  const { pathname } = useLocation();
  const scrolled = useScrolled(HEADER_SCROLL_THRESHOLD_PX);
  const [dashboard, dominator, ...rest] = DIRECT_ITEMS;

  return (
    <header
      data-testid="app-header"
      data-scrolled={scrolled ? 'true' : 'false'}
      className={cn(
        'fixed inset-x-0 top-0 z-40 border-b transition-all duration-200',
        scrolled
          ? 'border-border bg-background/80 shadow-lg shadow-black/20 backdrop-blur-xl'
          : 'border-transparent bg-background',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 lg:px-8">
        <MobileMenu />
        <Link
          to={paths.dashboard}
          aria-label="SEO Domination Platform home"
          className="mr-2 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <BrandMark compact />
        </Link>
        <nav aria-label="Main" className="hidden flex-1 items-center gap-0.5 lg:flex">
          <DirectLink item={dashboard} pathname={pathname} />
          <DirectLink item={dominator} pathname={pathname} />
          {NAV_GROUPS.map((g) => (
            <NavGroupMenu key={g.label} group={g} />
          ))}
          {rest.map((item) => (
            <DirectLink key={item.path} item={item} pathname={pathname} />
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <TrialIndicator />
          <ChatButton />
          <NotificationBell />
          <UserMenu />
        </div>
      </div>
      <WorkflowStepper />
    </header>
  );
}
