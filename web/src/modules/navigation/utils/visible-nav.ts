import type { AccessRule, AccessVerdict, FeatureName } from '@smartcrm/contracts';
import type { NavItem, NavMenuItem, NavTarget } from './nav-items';
import { pageAccessOf } from './page-access';

export interface NavJudges {
  judge: (rule: AccessRule) => AccessVerdict;
  /** The plan that turns a product area on, once the plans are loaded. */
  planWith: (feature: FeatureName | undefined) => string | null;
}

/** A target the role may not open is dropped; one the plan leaves off is kept, marked with the plan that has it. */
function fitTarget<T extends NavTarget>(target: T, { judge, planWith }: NavJudges): T | null {
  const rule = pageAccessOf(target.to);
  const verdict = rule ? judge(rule) : 'allowed';
  if (verdict === 'role') return null;
  if (verdict === 'plan') return { ...target, upgradeTo: planWith(rule?.feature) ?? 'Upgrade' };
  return target;
}

/** A menu keeps the items left; a menu with nothing left is hidden. */
function fitMenu(menu: NavMenuItem, judges: NavJudges): NavMenuItem | null {
  const items = menu.items.flatMap((item) => fitTarget(item, judges) ?? []);
  const footer = menu.footer && fitTarget(menu.footer, judges);
  if (items.length === 0 && !footer) return null;
  const { footer: _dropped, ...rest } = menu;
  const fitted = footer ? { ...rest, items, footer } : { ...rest, items };
  const plans = new Set([...items, ...(footer ? [footer] : [])].map((target) => target.upgradeTo));
  const [only] = plans;
  return plans.size === 1 && only ? { ...fitted, upgradeTo: only } : fitted;
}

/** The navigation as this user may use it: role-refused pages gone, plan-refused ones marked. */
export function visibleNav<I extends NavItem>(items: readonly I[], judges: NavJudges): I[] {
  return items.flatMap((item) => {
    const fitted = item.kind === 'menu' ? fitMenu(item, judges) : fitTarget(item, judges);
    return fitted ? [fitted as I] : [];
  });
}
