import { lazy, Suspense } from 'react';
import { useSession } from '../../auth/hooks/useSession';
import { PageSpinner } from '../../../ui/Spinner';
import { PublicLayout } from './PublicLayout';

const AppShell = lazy(() => import('../../navigation/components/AppShell').then((m) => ({ default: m.AppShell })));

/** Pages public for visitors and part of the shell for signed-in users (spec 000 §2: /voice-profiles). */
export function SessionLayout() {
  const { user } = useSession();
  if (!user) return <PublicLayout />;
  return (
    <Suspense fallback={<PageSpinner label="Loading" />}>
      <AppShell />
    </Suspense>
  );
}
