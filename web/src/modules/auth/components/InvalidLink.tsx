import { Link2Off } from 'lucide-react';
import type { ReactNode } from 'react';
import { AuthLayout } from './AuthLayout';

/** An emailed link that cannot work: unknown, used, expired or cut short. */
export function InvalidLink({ what, action }: { what: string; action: ReactNode }) {
  return (
    <AuthLayout
      title="This link does not work"
      subtitle={`The ${what} is invalid, already used or expired.`}
      footer={action}
    >
      <div className="auth-card__message">
        <Link2Off aria-hidden size={28} className="auth-card__icon" />
        <p>Links in our emails work once and for a limited time. Open the newest email, or ask for a new link.</p>
      </div>
    </AuthLayout>
  );
}
