import { useQuery } from '@tanstack/react-query';
import { ExternalLink, X } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { Spinner } from '../../../ui/Spinner';
import { type EmbeddedAppId, embeddedAppsQuery } from '../queries';
import '../coming-soon.css';

const titles: Record<EmbeddedAppId, string> = { businessIntel: 'Business Intelligence', intel: 'Intel' };

/**
 * /business-intel and /intel (spec 000 §2): a hosted app in a full-screen frame, with an
 * open-in-new-tab button and a close button. The address comes from the deployment's configuration.
 */
export function EmbeddedAppOverlay({ app }: { app: EmbeddedAppId }) {
  const navigate = useNavigate();
  const { data, isPending } = useQuery(embeddedAppsQuery);
  const url = data?.[app] ?? null;
  const close = () => (window.history.length > 1 ? navigate(-1) : navigate('/dashboard'));
  return (
    <div className="embedded-app" role="dialog" aria-modal="true" aria-labelledby="embedded-app-title">
      <div className="embedded-app__bar">
        <h1 id="embedded-app-title" className="embedded-app__title">
          {titles[app]}
        </h1>
        <div className="embedded-app__actions">
          {url && (
            <a className="button button--secondary button--sm" href={url} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden size={16} /> Open in new tab
            </a>
          )}
          <button type="button" className="button button--ghost button--sm" onClick={close} aria-label="Close">
            <X aria-hidden size={16} /> Close
          </button>
        </div>
      </div>
      {isPending ? (
        <div className="embedded-app__empty">
          <Spinner label={`Loading ${titles[app]}`} />
        </div>
      ) : url ? (
        <iframe className="embedded-app__frame" src={url} title={titles[app]} />
      ) : (
        <div className="embedded-app__empty">
          <p className="muted">
            {titles[app]} is not connected to this deployment yet. An administrator sets its address.
          </p>
          {/* Until then the built-in report builder answers the same questions from the CRM's own data. */}
          <Link className="button button--primary" to="/business-analysis">
            Open the report builder
          </Link>
        </div>
      )}
    </div>
  );
}
