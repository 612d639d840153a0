import type { FeatureName } from '@smartcrm/contracts';
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import { usePermission } from '../../auth/hooks/usePermission';
import { useUpgradePlans } from '../hooks/useUpgradePlans';
import '../plans.css';

interface UpgradeCardProps {
  /** What the user asked for: a page's or a section's name. */
  what: string;
  feature: FeatureName | undefined;
}

/**
 * In place of something the workspace's plan leaves off: which plan has it and where to upgrade.
 * Never an error and never a Retry, since retrying cannot help.
 */
export function UpgradeCard({ what, feature }: UpgradeCardProps) {
  const { planWith, current } = useUpgradePlans();
  const chooses = usePermission('billing_management');
  const plan = planWith(feature);
  return (
    <div className="upgrade-card" data-testid="upgrade-card">
      <Sparkles aria-hidden size={18} className="upgrade-card__icon" />
      <div>
        <p className="upgrade-card__title">
          {what} is part of the {plan ?? 'higher'} plan
        </p>
        <p className="muted">
          {current ? `Your workspace is on ${current}. ` : ''}
          {chooses
            ? 'Compare the plans and upgrade when it suits you.'
            : 'A super admin of your workspace can upgrade.'}
        </p>
      </div>
      {chooses && (
        <Link to="/plan" className="button button--sm">
          See plans
        </Link>
      )}
    </div>
  );
}
