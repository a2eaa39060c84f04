import { Link } from 'react-router';
import { BrandMark } from '@/components/ui/brand-mark';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function PublicHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/80 backdrop-blur-xl">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-1 px-3 sm:gap-4 sm:px-4 lg:px-8">
        <Link
          to={paths.home}
          aria-label="SEO Domination Platform home"
          className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <BrandMark />
        </Link>
        <nav aria-label="Site" className="flex shrink-0 items-center gap-1 sm:gap-2">
          <Button asChild variant="ghost" className="px-2 sm:px-4">
            <Link to={paths.login}>Login</Link>
          </Button>
          <Button asChild variant="gradient" className="px-3 sm:px-4">
            <Link to={paths.register}>Get Started</Link>
          </Button>
        </nav>
      </div>
    </header>
  );
}
