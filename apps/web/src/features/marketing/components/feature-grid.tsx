import { Bot, Brain, GitBranch, LineChart, Swords, Target } from 'lucide-react';

const FEATURES = [
  {
    title: 'Strategic Opportunity Engine',
    text: 'Scores every service vertical in every US city by lead value, search demand and competition, so you start where the money is.',
    icon: Target,
  },
  {
    title: 'Predictive Ranking System',
    text: 'Estimates how far and how fast a page can climb from its competition and your own history, and says how confident it is.',
    icon: LineChart,
  },
  {
    title: 'Competitive Intelligence',
    text: 'Shows who ranks for your keywords, what their pages cover and where they are thin.',
    icon: Swords,
  },
  {
    title: 'Self-Learning AI',
    text: 'Learns from the visits, leads and rankings of your own sites and tunes its scores to what actually worked for you.',
    icon: Brain,
  },
  {
    title: 'Automated Execution',
    text: 'Generates unique, schema-rich lead-generation sites and deploys them in one click to the built-in host.',
    icon: Bot,
  },
  {
    title: 'Causal Framework',
    text: 'Explains why a ranking or revenue number moved, separating your changes from seasonality and market shifts.',
    icon: GitBranch,
  },
] as const;

export function FeatureGrid() {
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-7xl px-4 py-20 lg:px-8">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="features-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Intelligence that finds, ranks and monetizes
        </h2>
        <p className="mt-4 text-muted-foreground">
          Six capabilities behind every decision the platform makes for you.
        </p>
      </div>
      <div className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((f) => (
          <article
            key={f.title}
            className="group rounded-xl border border-border bg-card/60 p-6 transition-colors hover:border-blue-500/40 hover:bg-card"
          >
            <div className="flex size-11 items-center justify-center rounded-lg bg-gradient-to-br from-blue-500/20 to-violet-500/20 ring-1 ring-inset ring-blue-500/30">
              <f.icon className="size-5 text-blue-300" aria-hidden="true" />
            </div>
            <h3 className="mt-5 text-lg font-semibold">{f.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{f.text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
