import { Building2, Handshake, KeyRound, Users } from 'lucide-react';

// The four revenue streams and their figures, as named on the landing page.
const STREAMS = [
  {
    name: 'Lead Generation',
    figure: '$500-5K',
    unit: 'per client',
    text: 'Sell the leads your sites capture to local businesses.',
    icon: Users,
  },
  {
    name: 'Rank & Rent',
    figure: '$1-10K',
    unit: 'per month',
    text: 'Rent a ranking site to one business in its market.',
    icon: KeyRound,
  },
  {
    name: 'SEO Services',
    figure: '$2-20K',
    unit: 'per month',
    text: 'Run the same engines for clients on a retainer.',
    icon: Handshake,
  },
  {
    name: 'White Label',
    figure: '$10-50K',
    unit: 'per licence',
    text: 'License the platform under your own brand.',
    icon: Building2,
  },
] as const;

export function RevenueStreams() {
  return (
    <section aria-labelledby="revenue-title" className="border-y border-border/60 bg-card/30">
      <div className="mx-auto max-w-7xl px-4 py-20 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="revenue-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Multiple Revenue Streams
          </h2>
          <p className="mt-4 text-muted-foreground">
            One set of sites and data, four ways to get paid for it.
          </p>
        </div>
        <div className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STREAMS.map((s) => (
            <article key={s.name} className="rounded-xl border border-border bg-background/60 p-6">
              <s.icon className="size-6 text-violet-300" aria-hidden="true" />
              <h3 className="mt-4 font-semibold">{s.name}</h3>
              <p className="mt-3">
                <span className="text-3xl font-bold tracking-tight text-emerald-300">{s.figure}</span>{' '}
                <span className="text-sm text-muted-foreground">{s.unit}</span>
              </p>
              <p className="mt-3 text-sm text-muted-foreground">{s.text}</p>
            </article>
          ))}
        </div>
        <p className="mt-8 text-center text-xs text-muted-foreground">
          Typical market ranges for each model, not a promise of earnings. What you earn depends on your
          markets and your work.
        </p>
      </div>
    </section>
  );
}
