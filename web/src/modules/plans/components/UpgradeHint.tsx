import { upgradeHint } from '@smartcrm/contracts';
import '../plans.css';
import { Link } from 'react-router-dom';

/** Beside a quota_exceeded message: where the plans and their limits are. */
export function UpgradeHint({ message }: { message: string | null | undefined }) {
  if (!message?.endsWith(upgradeHint)) return null;
  return (
    <Link className="upgrade-hint" to="/plan">
      See plans and upgrade
    </Link>
  );
}
