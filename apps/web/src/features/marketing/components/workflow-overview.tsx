import { WORKFLOW_STAGES } from '@sdp/shared';

const dot = {
  blue: 'bg-blue-500',
  purple: 'bg-violet-500',
  green: 'bg-emerald-500',
  orange: 'bg-orange-500',
} as const;

export function WorkflowOverview() {
  return (
    <section aria-labelledby="workflow-title" className="mx-auto max-w-7xl px-4 py-20 lg:px-8">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="workflow-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Four stages from idea to income
        </h2>
        <p className="mt-4 text-muted-foreground">A guided workflow that remembers where you are.</p>
      </div>
      <ol className="mt-14 grid gap-6 md:grid-cols-4">
        {WORKFLOW_STAGES.map((s) => (
          <li key={s.id} className="relative rounded-xl border border-border bg-card/60 p-6">
            <span
              className={`flex size-9 items-center justify-center rounded-full text-sm font-bold text-white ${dot[s.colour]}`}
            >
              {s.id}
            </span>
            <h3 className="mt-4 font-semibold">{s.name}</h3>
            <p className="text-sm font-medium text-muted-foreground">{s.subtitle}</p>
            <p className="mt-3 text-sm text-muted-foreground">{s.description}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
