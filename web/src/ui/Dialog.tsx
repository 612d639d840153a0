import * as RadixDialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** Extra class on the panel, e.g. for a wider dialog. */
  className?: string;
  children: ReactNode;
}

/** A modal dialog (Radix: focus trap, Escape, labelled by its title and description). */
export function Dialog({ open, onOpenChange, title, description, className, children }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="modal-overlay" />
        <RadixDialog.Content
          className={clsx('modal', className)}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <header className="modal__header">
            <RadixDialog.Title className="modal__title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="icon-button" aria-label="Close">
              <X aria-hidden size={18} />
            </RadixDialog.Close>
          </header>
          {description && (
            <RadixDialog.Description className="modal__description">{description}</RadixDialog.Description>
          )}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The dialog's action row: secondary actions first, the main one last. */
export const DialogActions = ({ children }: { children: ReactNode }) => (
  <div className="modal__actions">{children}</div>
);
