import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Page } from '../../../ui/Page';
import { NoAccessPage } from '../../auth/components/NoAccessPage';
import { useAccessJudge } from '../../auth/hooks/useAccess';
import { UpgradeCard } from '../../plans/components/UpgradeCard';
import { groupNav, mainNav, type NavTarget } from '../utils/nav-items';
import { pageAccessOf } from '../utils/page-access';

const targets: NavTarget[] = [...mainNav, ...groupNav].flatMap((item) =>
  item.kind === 'menu' ? [...item.items, ...(item.footer ? [item.footer] : [])] : [item],
);

/** A page's name as the menus call it: '/pipeline-intelligence' → 'Pipeline Intelligence'. */
function pageName(pathname: string): string {
  const segment = pathname.split('/')[1] ?? '';
  const target = targets.find((candidate) => candidate.to.split(/[?#]/)[0] === `/${segment}`);
  return target?.label ?? segment.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

/**
 * Every shell page is judged by the access rule of the API it reads: a role that may not use it
 * sees the no-access page, a plan that leaves it off sees which plan has it. Either way the page
 * never opens only to fail with 403s. /admin's sub-pages keep their own guards.
 */
export function PageAccessGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const judge = useAccessJudge();
  const nested = pathname.startsWith('/admin/');
  const rule = nested ? undefined : pageAccessOf(pathname);
  const verdict = rule ? judge(rule) : 'allowed';
  if (verdict === 'role') return <NoAccessPage />;
  if (verdict === 'plan') {
    const name = pageName(pathname);
    return (
      <Page title={name}>
        <UpgradeCard what={name} feature={rule?.feature} />
      </Page>
    );
  }
  return children;
}
