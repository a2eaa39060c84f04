import { TRIAL_DAYS } from '@sdp/shared';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function CallToAction() {
  return (
    <section aria-labelledby="cta-title" className="mx-auto max-w-5xl px-4 py-20 lg:px-8">
      <div className="relative overflow-hidden rounded-2xl border border-blue-500/30 bg-gradient-to-br from-blue-600/20 via-violet-600/15 to-transparent p-10 text-center sm:p-14">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Ready to dominate your market?
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-muted-foreground">
          Try every engine free for {TRIAL_DAYS} days. No credit card required, cancel any time.
        </p>
        <Button asChild size="lg" variant="gradient" className="mt-8">
          <Link to={paths.register}>
            Start Free Trial
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
