import * as RadixDialog from '@radix-ui/react-dialog';
import { access, type PipelineStage } from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import { FileText, X } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Spinner } from '../../../ui/Spinner';
import { Timeline } from '../../activities/components/Timeline';
import { useAccess } from '../../auth/hooks/useAccess';
import { dealQuery } from '../queries';
import { DealForm } from './DealForm';

interface DealDrawerProps {
  dealId: string;
  stages: PipelineStage[];
  onClose: () => void;
}

/** A side sheet over the board: the deal's fields to edit, a way to its line items and quotes, and its timeline. */
export function DealDrawer({ dealId, stages, onClose }: DealDrawerProps) {
  const deal = useQuery(dealQuery(dealId));
  const canQuote = useAccess(access.quotes) === 'allowed';
  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="deal-sheet-overlay" />
        <RadixDialog.Content className="deal-sheet" aria-describedby={undefined}>
          <header className="deal-sheet__header">
            <RadixDialog.Title className="modal__title">{deal.data?.title ?? 'Deal'}</RadixDialog.Title>
            <RadixDialog.Close className="icon-button" aria-label="Close">
              <X aria-hidden size={18} />
            </RadixDialog.Close>
          </header>
          {deal.isError ? (
            <p className="form-error" role="alert">
              This deal is not there any more (deleted, or never yours to see).
            </p>
          ) : deal.data ? (
            <>
              <DealForm key={deal.data.id} deal={deal.data} stages={stages} onDeleted={onClose} />
              {canQuote && (
                <Link className="button button--secondary" to={`/quote-builder?deal=${dealId}`}>
                  <FileText aria-hidden size={16} /> Line items and quotes
                </Link>
              )}
              <Timeline parent={{ dealId }} />
            </>
          ) : (
            <Spinner label="Loading the deal" />
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
