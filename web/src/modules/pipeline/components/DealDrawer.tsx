import * as RadixDialog from '@radix-ui/react-dialog';
import type { PipelineStage } from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { Spinner } from '../../../ui/Spinner';
import { Timeline } from '../../activities/components/Timeline';
import { dealQuery } from '../queries';
import { DealForm } from './DealForm';

interface DealDrawerProps {
  dealId: string;
  stages: PipelineStage[];
  onClose: () => void;
}

/** A side sheet over the board: the deal's fields to edit and its timeline. */
export function DealDrawer({ dealId, stages, onClose }: DealDrawerProps) {
  const deal = useQuery(dealQuery(dealId));
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
