import { Link } from 'react-router';
import { BrandMark } from '@/components/ui/brand-mark';
import { paths } from '@/config/paths';

export function PublicFooter() {
  return (
    <footer className="border-t border-border/60">
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-10 sm:flex-row lg:px-8">
        <div className="flex items-center gap-3 text-sm text-muted-foreground">
          <BrandMark className="text-foreground" />
          <span>Self-hosted. Your data stays on your server.</span>
        </div>
        <nav aria-label="Footer" className="flex gap-6 text-sm">
          <Link to={paths.privacy} className="text-muted-foreground hover:text-foreground">
            Privacy
          </Link>
          <Link to={paths.terms} className="text-muted-foreground hover:text-foreground">
            Terms
          </Link>
          <Link to={paths.contact} className="text-muted-foreground hover:text-foreground">
            Contact
          </Link>
        </nav>
      </div>
    </footer>
  );
}
