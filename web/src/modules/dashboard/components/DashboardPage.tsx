import { LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../ui/EmptyState';
import { Page } from '../../../ui/Page';

export function DashboardPage() {
  return (
    <Page title="Dashboard" subtitle="Welcome to your AI-powered CRM">
      <EmptyState icon={LayoutDashboard} title="Your dashboard sections are on their way">
        <p>
          Pipeline, contacts, tasks and AI insights appear here once the CRM data screens are built. Nothing is shown
          until it reflects your real data.
        </p>
        <Link to="/ai-tools" className="button button--secondary">
          Browse AI tools
        </Link>
      </EmptyState>
    </Page>
  );
}
