import { useSession } from '../../auth/hooks/useSession';

/** Who owns a contact; names of teammates arrive with user management, until then 'Teammate'. */
export function OwnerLabel({ ownerId }: { ownerId: string | null }) {
  const { user } = useSession();
  if (!ownerId) return <span className="muted">Unassigned</span>;
  return <span>{ownerId === user?.id ? 'You' : 'Teammate'}</span>;
}
