import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../auth/hooks/useSession';
import { membersQuery } from '../../members/queries';
import { useCallControls, useCallSnapshot, useOnlineUsers } from '../state/calls-context';
import type { CallType } from '../utils/call-types';

export interface ContactCall {
  /** Spec 000 §4: only while idle, and only to someone who can pick up. */
  enabled: boolean;
  /** Why the buttons are disabled, for their hint. */
  reason: string | null;
  start: (type: CallType) => void;
}

/** Calls reach people of the workspace: a contact is callable when their email is a member's. */
export function useContactCall(contact: { name: string; email: string | null }): ContactCall {
  const { user } = useSession();
  const members = useQuery(membersQuery());
  const controls = useCallControls();
  const { status } = useCallSnapshot();
  const online = useOnlineUsers();
  const email = contact.email?.trim().toLowerCase();
  const member = email ? members.data?.find((m) => m.email.toLowerCase() === email) : undefined;

  let reason: string | null = null;
  if (!controls) reason = 'Calls are loading';
  else if (status !== 'idle') reason = 'Finish the current call first';
  else if (!member || member.userId === user?.id)
    reason = `Calls reach people of your workspace; ${contact.name} is not one`;
  else if (!online.has(member.userId)) reason = `${contact.name} is offline`;

  return {
    enabled: reason === null,
    reason,
    start: (type) => {
      if (!member || !controls) return;
      // startCall reports a refused camera or microphone itself (spec 000 §8 call-start messages).
      void controls.startCall([{ id: member.userId, name: member.name, email: member.email }], type);
    },
  };
}
