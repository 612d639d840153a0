import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Building2, CalendarSync, CreditCard, KeyRound, LogOut, Mail, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useSignOut } from '../../auth/hooks/useAuthMutations';
import { usePermission } from '../../auth/hooks/usePermission';
import { useSession } from '../../auth/hooks/useSession';
import type { MenuState } from '../hooks/useSingleOpenMenu';
import { SupportMenuItems } from './SupportMenuItems';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return `${parts[0]?.charAt(0) ?? ''}${parts.length > 1 ? (parts.at(-1)?.charAt(0) ?? '') : ''}`.toUpperCase() || '?';
}

export function UserMenu({ menu, side }: { menu: MenuState; side: 'top' | 'right' | 'bottom' | 'left' }) {
  const { user } = useSession();
  const signOut = useSignOut();
  const canUseApi = usePermission('api_access');
  const canUseCalendar = usePermission('calendar');
  if (!user) return null;

  return (
    <DropdownMenu.Root open={menu.open} onOpenChange={menu.onOpenChange} modal={false}>
      <DropdownMenu.Trigger className="avatar-button" aria-label="User menu">
        <span aria-hidden className="avatar">
          {initials(user.name)}
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" side={side} align="end" sideOffset={8} collisionPadding={8}>
          <div className="menu__user">
            <span className="menu__user-name">{user.name}</span>
            <span className="menu__user-email">{user.email}</span>
          </div>
          <DropdownMenu.Separator className="menu__separator" />
          <DropdownMenu.Item className="menu__item" asChild>
            <Link to="/settings/security">
              <ShieldCheck aria-hidden size={16} />
              Security
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className="menu__item" asChild>
            <Link to="/mailboxes">
              <Mail aria-hidden size={16} />
              Mailboxes
            </Link>
          </DropdownMenu.Item>
          {canUseCalendar && (
            <DropdownMenu.Item className="menu__item" asChild>
              <Link to="/settings/calendar">
                <CalendarSync aria-hidden size={16} />
                Calendar sync
              </Link>
            </DropdownMenu.Item>
          )}
          {canUseApi && (
            <DropdownMenu.Item className="menu__item" asChild>
              <Link to="/settings/api-keys">
                <KeyRound aria-hidden size={16} />
                API keys
              </Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item className="menu__item" asChild>
            <Link to="/plan">
              <CreditCard aria-hidden size={16} />
              Your plan
            </Link>
          </DropdownMenu.Item>
          {user.isOperator && !user.support && (
            <DropdownMenu.Item className="menu__item" asChild>
              <Link to="/admin/tenants">
                <Building2 aria-hidden size={16} />
                Tenants (operator)
              </Link>
            </DropdownMenu.Item>
          )}
          <SupportMenuItems />
          <DropdownMenu.Item className="menu__item" onSelect={() => signOut.mutate()} disabled={signOut.isPending}>
            <LogOut aria-hidden size={16} />
            Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
