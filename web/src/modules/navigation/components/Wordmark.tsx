import clsx from 'clsx';
import { useTenant } from '../../tenant/hooks/useTenant';

/** The tenant's logo and name, or the 'Smart' + 'CRM' wordmark; `compact` fits a narrow rail. */
export function Wordmark({ compact = false }: { compact?: boolean }) {
  const { tenant } = useTenant();
  const branding = tenant?.branding;
  const name = branding?.companyName ?? 'SmartCRM';
  return (
    <span className={clsx('wordmark', compact && 'wordmark--compact')} aria-label={name} role="img">
      {branding?.logo ? (
        <img className="wordmark__logo" src={branding.logo} alt="" />
      ) : (
        compact && <span className="wordmark__monogram">{name.charAt(0)}</span>
      )}
      {!compact &&
        (branding ? (
          <span className="wordmark__text">{branding.companyName}</span>
        ) : (
          <span className="wordmark__text">
            Smart<span className="wordmark__accent">CRM</span>
          </span>
        ))}
    </span>
  );
}
