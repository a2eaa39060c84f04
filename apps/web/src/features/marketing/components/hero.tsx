import { TRIAL_DAYS } from '@sdp/shared';
import { ArrowRight, PlayCircle, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function Hero() {
  return (
    <section className="relative overflow-hidden">
      <div
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(ellipse_80%_60%_at_50%_-10%,rgba(59,130,246,0.25),transparent),radial-gradient(ellipse_50%_40%_at_80%_20%,rgba(139,92,246,0.18),transparent)]"
        aria-hidden="true"
      />
      <div className="mx-auto max-w-5xl px-4 pb-20 pt-20 text-center sm:pt-28 lg:px-8">
        <p className="mx-auto inline-flex items-center gap-2 rounded-full border border-blue-500/30 bg-blue-500/10 px-4 py-1.5 text-sm text-blue-200">
          <Sparkles className="size-4" aria-hidden="true" />
          11 AI-powered intelligence engines
        </p>
        <h1 className="mt-8 text-4xl font-extrabold tracking-tight sm:text-6xl lg:text-7xl">
          <span className="bg-gradient-to-r from-white via-blue-100 to-violet-200 bg-clip-text text-transparent">
            SEO Domination Platform
          </span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground sm:text-xl">
          An SEO domination platform with 11 AI-powered intelligence engines to find, rank and monetize any
          market. Find a goldmine, build the site, take it live and watch it climb, all from one place you
          host yourself.
        </p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" variant="gradient" className="w-full sm:w-auto">
            <Link to={paths.register}>
              Start Dominating
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
            <Link to={paths.demo}>
              <PlayCircle aria-hidden="true" />
              View Demo
            </Link>
          </Button>
        </div>
        <p className="mt-6 text-sm text-muted-foreground">
          {TRIAL_DAYS}-day free trial · No credit card required · Cancel any time
        </p>
      </div>
    </section>
  );
}
