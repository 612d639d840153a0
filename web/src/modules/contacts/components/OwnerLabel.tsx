import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useSession } from '../../auth/hooks/useSession';
import { membersQuery } from '../../members/queries';

interface Owners {
  me: string | undefined;
  names: ReadonlyMap<string, string>;
}

const OwnersContext = createContext<Owners>({ me: undefined, names: new Map() });

/**
 * The signed-in user and the workspace's names, read once for a whole list: a members query
 * observed from every row, made and dropped as rows scroll by, was among the dearest parts of a row.
 */
export function OwnersProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const { data: members } = useQuery(membersQuery());
  const owners = useMemo(
    () => ({ me: user?.id, names: new Map(members?.map((m) => [m.userId, m.name])) }),
    [user?.id, members],
  );
  return <OwnersContext.Provider value={owners}>{children}</OwnersContext.Provider>;
}

/** Who owns a contact: 'You', a teammate's name, or 'Unassigned' (inside an OwnersProvider). */
export function OwnerLabel({ ownerId }: { ownerId: string | null }) {
  const { me, names } = useContext(OwnersContext);
  if (!ownerId) return <span className="muted">Unassigned</span>;
  if (ownerId === me) return <span>You</span>;
  return <span>{names.get(ownerId) ?? '…'}</span>;
}
