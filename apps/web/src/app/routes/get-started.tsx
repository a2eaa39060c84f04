import { TRIAL_DAYS, WORKFLOW_STAGES } from '@sdp/shared';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PublicPage } from '@/features/marketing';

export default function GetStartedRoute() {
  return (
    <PublicPage
      title="Get started"
      intro={`Every account starts with a ${TRIAL_DAYS}-day free trial of the whole platform.`}
    >
      <section>
        <h2>The trial</h2>
        <ul className="!ml-0 space-y-2">
          {[
            `${TRIAL_DAYS} days with every engine and tool`,
            'No credit card required',
            'Cancel any time; nothing is charged automatically',
          ].map((t) => (
            <li key={t} className="!ml-0 flex list-none items-center gap-2 text-foreground">
              <Check className="size-4 text-emerald-400" aria-hidden="true" />
              {t}
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2>The four stages</h2>
        <ol className="space-y-4">
          {WORKFLOW_STAGES.map((s) => (
            <li key={s.id} className="list-none">
              <p className="font-medium text-foreground">
                {s.id}. {s.name} ({s.subtitle})
              </p>
              <p>{s.description}</p>
            </li>
          ))}
        </ol>
      </section>
      <section>
        <h2>What you need</h2>
        <p>
          An e-mail address. Market data, the site generator and the built-in host work without any API key;
          you can add keys for keyword, search-result or AI providers later in settings to replace estimates
          with measured data.
        </p>
      </section>
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="gradient" size="lg">
          <Link to={paths.register}>Create your account</Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link to={paths.login}>I already have an account</Link>
        </Button>
      </div>
    </PublicPage>
  );
}
