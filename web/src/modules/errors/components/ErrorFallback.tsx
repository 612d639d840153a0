import { TriangleAlert } from 'lucide-react';
import { Button } from '../../../ui/Button';

/** The application error screen of spec 000 §8. */
export function ErrorFallback({ onReset }: { onReset: () => void }) {
  return (
    <div role="alert" className="center-screen">
      <div className="message-card">
        <TriangleAlert aria-hidden className="message-card__icon message-card__icon--danger" />
        <h1 className="message-card__title">Something went wrong</h1>
        <p className="message-card__text">We encountered an unexpected error. Please try refreshing the page</p>
        <div className="message-card__actions">
          <Button variant="primary" onClick={() => window.location.reload()}>
            Refresh Page
          </Button>
          <Button onClick={onReset}>Try Again</Button>
        </div>
      </div>
    </div>
  );
}
