import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { connectEventSocket, type EventSocket } from '../../../api/ws';
import { useSession } from '../../auth/hooks/useSession';
import { sessionKey } from '../../auth/queries';
import { RealtimeContext } from '../hooks/useRealtimeEvent';

/**
 * Keeps the tenant event socket open for as long as a user is signed in. When the BFF closes it
 * because the session ended elsewhere, the session is asked again, and the guards send the tab to
 * sign in.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [socket, setSocket] = useState<EventSocket | null>(null);
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!userId) return;
    const connection = connectEventSocket(
      undefined,
      () => void queryClient.invalidateQueries({ queryKey: sessionKey }),
    );
    setSocket(connection);
    return () => {
      connection.close();
      setSocket(null);
    };
  }, [userId, queryClient]);

  return <RealtimeContext.Provider value={socket}>{children}</RealtimeContext.Provider>;
}
