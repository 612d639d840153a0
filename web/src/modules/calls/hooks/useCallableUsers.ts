import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSession } from '../../auth/hooks/useSession';
import { membersQuery } from '../../members/queries';
import { useOnlineUsers } from '../state/calls-context';
import type { CallPerson } from '../state/call-snapshot';

export interface CallableUser extends CallPerson {
  online: boolean;
}

/** The workspace's other users, online first, then by name: the people a user can call. */
export function useCallableUsers(): { users: CallableUser[]; isLoading: boolean } {
  const { user } = useSession();
  const members = useQuery(membersQuery());
  const online = useOnlineUsers();
  const users = useMemo(
    () =>
      (members.data ?? [])
        .filter((member) => member.userId !== user?.id)
        .map((member) => ({
          id: member.userId,
          name: member.name,
          email: member.email,
          online: online.has(member.userId),
        }))
        .sort((a, b) => Number(b.online) - Number(a.online) || a.name.localeCompare(b.name)),
    [members.data, online, user?.id],
  );
  return { users, isLoading: members.isPending };
}
