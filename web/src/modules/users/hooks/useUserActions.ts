import { type InviteUserInput, ManagedUserResponse, type Role } from '@smartcrm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest } from '../../../api/http';
import { adminKeys } from '../../admin/queries';
import { userKeys, usersPath } from '../queries';
import { displayName, roleLabels } from '../utils/user-labels';

type Target = { id: string; name: string; email: string };

/** User-management commands; each refreshes the user list and the admin activity after it. */
export function useUserActions() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: userKeys.all }),
      queryClient.invalidateQueries({ queryKey: adminKeys.auditLog }),
    ]);
  const onError = (error: Error) => toast.error(error.message);
  const command = (path: string, method: 'POST' | 'PUT' = 'POST', body?: unknown) =>
    apiRequest(`${usersPath}/${path}`, body === undefined ? { method } : { method, body });

  const invite = useMutation({
    mutationFn: async (input: InviteUserInput) =>
      ManagedUserResponse.parse(await apiRequest(usersPath, { method: 'POST', body: input })).user,
    onSuccess: (user) => {
      toast.success(`Invitation sent to ${user.email}`);
      return refresh();
    },
  });
  const changeRole = useMutation({
    mutationFn: ({ user, role }: { user: Target; role: Role }) => command(`${user.id}/role`, 'PUT', { role }),
    onSuccess: (_data, { user, role }) => {
      toast.success(`${displayName(user)} is now a ${roleLabels[role].toLowerCase()}`);
      return refresh();
    },
    onError,
  });
  const deactivate = useMutation({
    mutationFn: (user: Target) => command(`${user.id}/deactivate`),
    onSuccess: (_data, user) => {
      toast.success(`${displayName(user)} is deactivated and signed out`);
      return refresh();
    },
    onError,
  });
  const reactivate = useMutation({
    mutationFn: (user: Target) => command(`${user.id}/reactivate`),
    onSuccess: (_data, user) => {
      toast.success(`${displayName(user)} can sign in again`);
      return refresh();
    },
    onError,
  });
  const sendReset = useMutation({
    mutationFn: (user: Target) => command(`${user.id}/password-reset`),
    onSuccess: (_data, user) => {
      toast.success(`Email sent to ${user.email}`);
      return refresh();
    },
    onError,
  });
  return { invite, changeRole, deactivate, reactivate, sendReset };
}
