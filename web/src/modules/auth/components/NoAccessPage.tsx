import { ShieldX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../ui/EmptyState';
import { Page } from '../../../ui/Page';

export function NoAccessPage() {
  return (
    <Page title="You don't have access">
      <EmptyState icon={ShieldX} title="This page needs a different role">
        <p>Ask a super admin of your workspace for access if you need it.</p>
        <Link to="/dashboard" className="button button--secondary">
          Back to dashboard
        </Link>
      </EmptyState>
    </Page>
  );
}
