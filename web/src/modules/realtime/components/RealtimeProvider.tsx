import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import type { EventSocket } from '../../../api/ws';
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
    // The socket's code loads on sign-in: visitors of the public site never download it.
    let connection: EventSocket | null = null;
    let closed = false;
    void import('../../../api/ws').then(({ connectEventSocket }) => {
      if (closed) return;
      connection = connectEventSocket(undefined, () => void queryClient.invalidateQueries({ queryKey: sessionKey }));
      setSocket(connection);
    });
    return () => {
      closed = true;
      connection?.close();
      setSocket(null);
    };
  }, [userId, queryClient]);

  return <RealtimeContext.Provider value={socket}>{children}</RealtimeContext.Provider>;
}
