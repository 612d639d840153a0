import { AlertTriangle } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';

export function ListError({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  return (
    <EmptyState icon={AlertTriangle} title="Contacts could not be loaded">
      <p>{error?.message ?? 'Something went wrong.'}</p>
      <Button onClick={onRetry}>Try again</Button>
    </EmptyState>
  );
}
