/** Beside a menu item the workspace's plan leaves off: the plan that has it. */
export function PlanBadge({ plan }: { plan: string | undefined }) {
  if (!plan) return null;
  return (
    <span className="nav-plan-badge" title={`Part of the ${plan} plan`}>
      {plan}
    </span>
  );
}
