import { useQuery } from '@tanstack/react-query';
import { type SessionUser, sessionQuery } from '../queries';

export interface Session {
  user: SessionUser | null;
  isLoading: boolean;
}

export function useSession(): Session {
  const { data, isPending } = useQuery(sessionQuery);
  return { user: data ?? null, isLoading: isPending };
}
