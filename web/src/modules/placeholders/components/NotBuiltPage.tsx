import { Construction } from 'lucide-react';
import { EmptyState } from '../../../ui/EmptyState';
import { Page } from '../../../ui/Page';
import type { PlannedPage } from '../utils/planned-pages';

/** An honest placeholder: the screen is not built yet, and which capability brings it. */
export function NotBuiltPage({ page }: { page: PlannedPage }) {
  return (
    <Page title={page.title}>
      <EmptyState icon={Construction} title="Not built yet">
        <p>
          {page.title} arrives with {page.capability}. Nothing is shown here until it works with your real data.
        </p>
      </EmptyState>
    </Page>
  );
}
