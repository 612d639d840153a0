import { Construction } from 'lucide-react';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../ui/EmptyState';
import { Wordmark } from '../../navigation/components/Wordmark';
import type { PlannedPage } from '../utils/planned-pages';

/** A public page outside the app shell that a later capability builds. */
export function PublicPlaceholderPage({ page }: { page: PlannedPage }) {
  return (
    <main className="auth-layout">
      <Link to="/" className="auth-layout__brand" aria-label="Home">
        <Wordmark />
      </Link>
      <div className="auth-card">
        <h1 className="auth-card__title">{page.title}</h1>
        <EmptyState icon={Construction} title="Not built yet">
          <p>This page arrives with {page.capability}.</p>
          <Link to="/" className="button button--secondary">
            Back to home
          </Link>
        </EmptyState>
      </div>
    </main>
  );
}
