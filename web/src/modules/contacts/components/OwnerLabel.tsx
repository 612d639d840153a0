import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../auth/hooks/useSession';
import { membersQuery } from '../../members/queries';

/** Who owns a contact: 'You', a teammate's name, or 'Unassigned'. */
export function OwnerLabel({ ownerId }: { ownerId: string | null }) {
  const { user } = useSession();
  const { data: members } = useQuery(membersQuery());
  if (!ownerId) return <span className="muted">Unassigned</span>;
  if (ownerId === user?.id) return <span>You</span>;
  return <span>{members?.find((m) => m.userId === ownerId)?.name ?? '…'}</span>;
}
