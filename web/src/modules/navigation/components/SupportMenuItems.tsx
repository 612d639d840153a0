import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Mail, Phone } from 'lucide-react';
import { useTenant } from '../../tenant/hooks/useTenant';

/** 'Help & support': the workspace's own support contacts (white-label settings), when it has any. */
export function SupportMenuItems() {
  const branding = useTenant().tenant?.branding;
  const email = branding?.supportEmail;
  const phone = branding?.supportPhone;
  if (!email && !phone) return null;
  return (
    <DropdownMenu.Group aria-label="Help & support">
      <DropdownMenu.Separator className="menu__separator" />
      <DropdownMenu.Label className="menu__label">Help &amp; support</DropdownMenu.Label>
      {email && (
        <DropdownMenu.Item className="menu__item" asChild>
          <a href={`mailto:${email}`}>
            <Mail aria-hidden size={16} />
            {email}
          </a>
        </DropdownMenu.Item>
      )}
      {phone && (
        <DropdownMenu.Item className="menu__item" asChild>
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
            <Phone aria-hidden size={16} />
            {phone}
          </a>
        </DropdownMenu.Item>
      )}
      <DropdownMenu.Separator className="menu__separator" />
    </DropdownMenu.Group>
  );
}
