import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Wordmark } from '../../navigation/components/Wordmark';
import { mobileMenuLinks } from '../content/site-links';

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The header's menu on narrow screens (spec 001 §2.12): three feature pages, Sign In and Get Started. */
export function MobileMenu({ open, onOpenChange }: MobileMenuProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="mobile-menu__overlay" />
        <Dialog.Content className="mobile-menu" aria-describedby={undefined}>
          <div className="mobile-menu__top">
            <Wordmark />
            <Dialog.Close className="icon-button" aria-label="Close menu">
              <X aria-hidden size={20} />
            </Dialog.Close>
          </div>
          <Dialog.Title className="visually-hidden">Menu</Dialog.Title>
          <nav aria-label="Mobile" className="mobile-menu__nav">
            {mobileMenuLinks.map((link) => (
              <Link key={link.to} to={link.to} className="mobile-menu__link" onClick={close}>
                {link.label}
              </Link>
            ))}
          </nav>
          <div className="mobile-menu__actions">
            <Link to="/signin" className="button button--secondary button--lg" onClick={close}>
              Sign In
            </Link>
            <Link to="/signup" className="button button--primary button--lg" onClick={close}>
              Get Started
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
