import { type ReactNode, useEffect, useState } from 'react';
import { connectEventSocket, type EventSocket } from '../../../api/ws';
import { useSession } from '../../auth/hooks/useSession';
import { RealtimeContext } from '../hooks/useRealtimeEvent';

/** Keeps the tenant event socket open for as long as a user is signed in. */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const [socket, setSocket] = useState<EventSocket | null>(null);
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!userId) return;
    const connection = connectEventSocket();
    setSocket(connection);
    return () => {
      connection.close();
      setSocket(null);
    };
  }, [userId]);

  return <RealtimeContext.Provider value={socket}>{children}</RealtimeContext.Provider>;
}
