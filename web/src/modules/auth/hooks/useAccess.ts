import { type AccessRule, type AccessVerdict, accessVerdict } from '@smartcrm/contracts';
import { useCallback } from 'react';
import { useTenant } from '../../tenant/hooks/useTenant';
import { useSession } from './useSession';

/**
 * Judges the shared access rules (the ones the BFF puts on its routes) for the signed-in user's
 * role and the workspace's plan, so the UI offers only what the server will serve.
 */
export function useAccessJudge(): (rule: AccessRule) => AccessVerdict {
  const { user } = useSession();
  const features = useTenant().tenant?.features;
  return useCallback((rule) => (user ? accessVerdict(rule, user.role, features) : 'role'), [user, features]);
}

export function useAccess(rule: AccessRule): AccessVerdict {
  return useAccessJudge()(rule);
}
