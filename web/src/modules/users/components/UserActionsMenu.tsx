import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { type ManagedUser, Role, roles } from '@smartcrm/contracts';
import { KeyRound, MoreHorizontal, UserCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useUserActions } from '../hooks/useUserActions';
import { displayName, roleLabels } from '../utils/user-labels';

/** Per-user actions: role, reset link (or the invitation again) and (de)activation with a confirmation. */
export function UserActionsMenu({ user }: { user: ManagedUser }) {
  const actions = useUserActions();
  const [confirming, setConfirming] = useState(false);
  const name = displayName(user);
  const deactivated = user.status === 'deactivated';

  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className="icon-button" aria-label={`Actions for ${name}`}>
          <MoreHorizontal aria-hidden size={18} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="menu" align="end" sideOffset={4} collisionPadding={8}>
            <DropdownMenu.Label className="menu__label">Role</DropdownMenu.Label>
            <DropdownMenu.RadioGroup
              value={user.role}
              onValueChange={(value) => actions.changeRole.mutate({ user, role: Role.parse(value) })}
            >
              {roles.map((role) => (
                <DropdownMenu.RadioItem key={role} value={role} className="menu__item menu__item--radio">
                  <DropdownMenu.ItemIndicator className="menu__indicator">•</DropdownMenu.ItemIndicator>
                  {roleLabels[role]}
                </DropdownMenu.RadioItem>
              ))}
            </DropdownMenu.RadioGroup>
            <DropdownMenu.Separator className="menu__separator" />
            {!deactivated && (
              <DropdownMenu.Item className="menu__item" onSelect={() => actions.sendReset.mutate(user)}>
                <KeyRound aria-hidden size={16} />
                {user.status === 'invited' ? 'Resend invitation' : 'Send password reset link'}
              </DropdownMenu.Item>
            )}
            {deactivated ? (
              <DropdownMenu.Item className="menu__item" onSelect={() => actions.reactivate.mutate(user)}>
                <UserCheck aria-hidden size={16} />
                Reactivate
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item className="menu__item menu__item--danger" onSelect={() => setConfirming(true)}>
                <UserX aria-hidden size={16} />
                Deactivate…
              </DropdownMenu.Item>
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Deactivate ${name}?`}
        description="They are signed out everywhere at once and cannot sign in until you reactivate them. Their data stays."
        confirmLabel="Deactivate"
        danger
        busy={actions.deactivate.isPending}
        onConfirm={() => actions.deactivate.mutate(user, { onSuccess: () => setConfirming(false) })}
      />
    </>
  );
}
