import { TRIAL_DAYS } from '@sdp/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PublicPage } from '@/features/marketing';

export default function TermsRoute() {
  return (
    <PublicPage
      title="Terms of Service"
      intro="The rules for using this installation of SEO Domination Platform."
    >
      <section>
        <h2>The service</h2>
        <p>
          This installation is provided by its operator. It helps you research markets, generate and host
          websites and track their results. Estimates it shows are estimates: they are labelled as such and
          are not guarantees of rankings, traffic or income.
        </p>
      </section>
      <section>
        <h2>Your account</h2>
        <ul>
          <li>
            Keep your password safe and turn on two-factor authentication; you are responsible for activity on
            your account.
          </li>
          <li>Give accurate information when you register.</li>
          <li>You can delete your account at any time from Settings.</li>
        </ul>
      </section>
      <section>
        <h2>Acceptable use</h2>
        <ul>
          <li>
            Publish only content you have the right to publish, and follow the laws that apply to your sites
            and leads.
          </li>
          <li>Do not use the platform for spam, deceptive pages, doorway pages or to harm others.</li>
          <li>Respect the terms of any third-party provider you connect.</li>
        </ul>
      </section>
      <section>
        <h2>Trial and cancellation</h2>
        <p>
          New accounts start with a {TRIAL_DAYS}-day free trial that needs no credit card. You can cancel any
          time.
        </p>
      </section>
      <section>
        <h2>Questions</h2>
        <p>
          <Link to={paths.contact} className="text-blue-300 hover:underline">
            Contact the operator
          </Link>{' '}
          of this installation.
        </p>
      </section>
    </PublicPage>
  );
}
