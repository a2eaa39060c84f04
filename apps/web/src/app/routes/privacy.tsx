import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PublicPage } from '@/features/marketing';

export default function PrivacyRoute() {
  return (
    <PublicPage
      title="Privacy Policy"
      intro="SEO Domination Platform is self-hosted software. This page explains what it stores and where."
    >
      <section>
        <h2>Where your data lives</h2>
        <p>
          Everything the platform stores stays in the database of the server it is installed on, run by the
          operator of this installation. The software sends no analytics, telemetry or usage data to its
          authors or to anyone else.
        </p>
      </section>
      <section>
        <h2>What is stored</h2>
        <ul>
          <li>
            Your account: name, e-mail address, optional company, and your password as a one-way hash (never
            in plain text).
          </li>
          <li>
            Security records: active sessions and a history of sign-in attempts with time, IP address and
            browser, so you can spot misuse.
          </li>
          <li>
            Your work: saved opportunities, generated sites, deployments, leads and the settings you choose.
          </li>
          <li>Visitors of sites you deploy: page views and form submissions, collected without cookies.</li>
        </ul>
      </section>
      <section>
        <h2>In your browser</h2>
        <p>
          The app keeps your sign-in tokens and your workflow progress in your browser's local storage, and
          caches the app itself for offline use. Signing out removes the tokens.
        </p>
      </section>
      <section>
        <h2>Third parties</h2>
        <p>
          Data goes to another service only when the operator configures it: e-mail delivery, Google sign-in,
          or keyword, search-result and AI providers. Each receives only what its task needs.
        </p>
      </section>
      <section>
        <h2>Your rights</h2>
        <p>
          You can see your sessions and sign-in history and delete your account, with everything it owns, from
          Settings. For anything else,{' '}
          <Link to={paths.contact} className="text-blue-300 hover:underline">
            contact the operator
          </Link>
          .
        </p>
      </section>
    </PublicPage>
  );
}
