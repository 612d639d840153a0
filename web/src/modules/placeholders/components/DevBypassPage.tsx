import { KeyRound } from 'lucide-react';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../ui/EmptyState';
import { AuthLayout } from '../../auth/components/AuthLayout';

/** The development sign-in bypass is deliberately not offered: every session is a real sign-in. */
export function DevBypassPage() {
  return (
    <AuthLayout
      title="Developer sign-in"
      subtitle="There is no sign-in bypass."
      footer={<Link to="/">Back to home</Link>}
    >
      <EmptyState icon={KeyRound} title="Sign in with an account">
        <p>Every session is a real sign-in. Use the demo sign-ins that `npm start` prints.</p>
        <Link to="/signin" className="button button--primary">
          Sign in
        </Link>
      </EmptyState>
    </AuthLayout>
  );
}
