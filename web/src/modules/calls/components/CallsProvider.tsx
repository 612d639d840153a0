import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useSession } from '../../auth/hooks/useSession';
import { useRealtimeSocket } from '../../realtime/hooks/useRealtimeEvent';
import type { CallManager } from '../engine/call-manager';
import { CallsContext } from '../state/calls-context';

const CallLayer = lazy(async () => ({ default: (await import('./CallLayer')).CallLayer }));

/**
 * Calls for the signed-in user on this tab: the engine and its screens load after sign-in (the
 * public site never downloads them) and live as long as the tab's socket.
 */
export function CallsProvider({ children }: { children: ReactNode }) {
  const socket = useRealtimeSocket();
  const { user } = useSession();
  const [manager, setManager] = useState<CallManager | null>(null);
  const userId = user?.id;
  const name = user?.name ?? user?.email ?? '';
  const email = user?.email ?? '';

  useEffect(() => {
    if (!socket || !userId) return;
    let created: CallManager | null = null;
    let disposed = false;
    void import('../engine/call-manager').then(({ CallManager }) => {
      if (disposed) return;
      created = new CallManager(socket, { id: userId, name, email });
      void created.refreshPresence();
      setManager(created);
    });
    return () => {
      disposed = true;
      created?.dispose();
      setManager(null);
    };
  }, [socket, userId, name, email]);

  return (
    <CallsContext.Provider value={manager}>
      {children}
      {manager && (
        <Suspense fallback={null}>
          <CallLayer />
        </Suspense>
      )}
    </CallsContext.Provider>
  );
}
