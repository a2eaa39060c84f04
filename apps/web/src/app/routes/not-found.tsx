import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export default function NotFoundRoute() {
  return (
    <main
      id="main-content"
      className="flex min-h-dvh flex-col items-center justify-center px-4 text-center"
      data-testid="not-found"
    >
      <Compass className="size-12 text-muted-foreground" aria-hidden="true" />
      <p className="mt-6 text-sm font-semibold text-blue-300">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">Page not found</h1>
      <p className="mt-3 max-w-md text-muted-foreground">
        The page you are looking for does not exist or has moved.
      </p>
      <div className="mt-8 flex gap-3">
        <Button asChild>
          <Link to={paths.dashboard}>Go to dashboard</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.home}>Home</Link>
        </Button>
      </div>
    </main>
  );
}
