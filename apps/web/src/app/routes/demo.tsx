import { WORKFLOW_STAGES } from '@sdp/shared';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PublicPage } from '@/features/marketing';

const WHAT_YOU_SEE: Record<number, string> = {
  1: 'Choose a service vertical and a region. The platform lists the cities where a lead pays well, people search for the service and few strong sites compete, with every estimate labelled as one.',
  2: 'Pick a template. The generator writes a fast, unique site for the market: a page per service, FAQ, contact form, structured data and a sitemap.',
  3: 'Deploy with one click to the host built into the platform, or download the site as a zip. A health check confirms it answers.',
  4: 'Watch visits, form submissions, calls, rankings and revenue arrive from the site itself, and follow the suggested improvements.',
};

export default function DemoRoute() {
  return (
    <PublicPage
      title="How it works"
      intro="A walk through the four stages you will use every day. There is no shared demo account: create a free account to try each step on your own data."
    >
      <ol className="space-y-6">
        {WORKFLOW_STAGES.map((s) => (
          <li key={s.id} className="list-none rounded-xl border border-border bg-card/60 p-6">
            <h2>
              {s.id}. {s.name} <span className="font-normal text-muted-foreground">· {s.subtitle}</span>
            </h2>
            <p>{WHAT_YOU_SEE[s.id]}</p>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="gradient">
          <Link to={paths.register}>Start Free Trial</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.getStarted}>What the trial includes</Link>
        </Button>
      </div>
    </PublicPage>
  );
}
