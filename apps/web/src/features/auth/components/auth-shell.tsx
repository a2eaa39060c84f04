import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '@/components/ui/brand-mark';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** Centered card layout shared by the sign-in screens. */
export function AuthShell({
  title,
  description,
  children,
  footer,
  backTo = paths.home,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  backTo?: string | null;
}) {
  return (
    <div className="relative flex min-h-dvh flex-col items-center justify-center overflow-hidden px-4 pb-12 pt-20 sm:pt-12">
      <div
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgba(59,130,246,0.18),transparent_60%)]"
        aria-hidden="true"
      />
      {backTo && (
        <Link
          to={backTo}
          className="absolute left-4 top-4 inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:left-8 sm:top-8"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back
        </Link>
      )}
      <Link
        to={paths.home}
        className="mb-8 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-label="SEO Domination Platform home"
      >
        <BrandMark className="text-xl" />
      </Link>
      <main id="main-content" className="w-full max-w-md">
        <Card className="border-border/80 bg-card/80 shadow-2xl shadow-black/30 backdrop-blur">
          <CardHeader className="text-center">
            <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
            {description && <CardDescription>{description}</CardDescription>}
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
        {footer && <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div>}
      </main>
    </div>
  );
}
