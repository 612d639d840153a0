import { access } from '@smartcrm/contracts';
import { useAccess } from '../../auth/hooks/useAccess';

/**
 * Whether this user may run an AI analysis (score, enrich, categorise, qualify, bulk): the rule
 * the BFF puts on those routes. When not, the reason the buttons say instead of failing.
 */
export function useAiRunAccess(): { allowed: boolean; reason: string | null } {
  const verdict = useAccess(access.aiAnalysis);
  if (verdict === 'allowed') return { allowed: true, reason: null };
  return {
    allowed: false,
    reason:
      verdict === 'role'
        ? 'Running AI analysis is for super admins and white-label users, as it spends the workspace’s AI credits. Ask a super admin if you need it.'
        : 'Your workspace’s plan does not include the AI tools.',
  };
}
