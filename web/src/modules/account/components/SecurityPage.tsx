import { Page } from '../../../ui/Page';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SessionsList } from './SessionsList';
import '../account.css';

/** /settings/security: the signed-in user's password and sessions. */
export function SecurityPage() {
  return (
    <Page title="Security" subtitle="Your password and the devices you are signed in on">
      <section className="card" aria-labelledby="password-title">
        <h2 id="password-title" className="card__title">
          Password
        </h2>
        <ChangePasswordForm />
      </section>
      <section className="card" aria-labelledby="sessions-title">
        <h2 id="sessions-title" className="card__title">
          Sessions
        </h2>
        <SessionsList />
      </section>
    </Page>
  );
}
