import { Clock } from 'lucide-react';
import { EmptyState } from '../../../ui/EmptyState';
import { Page } from '../../../ui/Page';

/** The placeholder the spec gives a few features (spec 000 §2). */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <Page title={title}>
      <EmptyState icon={Clock} title="Coming soon">
        <p>{title} is coming soon.</p>
      </EmptyState>
    </Page>
  );
}
