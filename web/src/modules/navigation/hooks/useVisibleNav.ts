import { useMemo } from 'react';
import { useAccessJudge } from '../../auth/hooks/useAccess';
import { useUpgradePlans } from '../../plans/hooks/useUpgradePlans';
import { groupNav, mainNav } from '../utils/nav-items';
import { visibleNav } from '../utils/visible-nav';

/**
 * The tabs and dropdown groups this user may use, judged by the access rules the BFF enforces:
 * what the role may not open is hidden (an empty group with it), what the plan leaves off is
 * marked with the plan that has it.
 */
export function useVisibleNav() {
  const judge = useAccessJudge();
  const { planWith } = useUpgradePlans();
  return useMemo(
    () => ({ tabs: visibleNav(mainNav, { judge, planWith }), groups: visibleNav(groupNav, { judge, planWith }) }),
    [judge, planWith],
  );
}
