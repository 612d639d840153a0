import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Page } from '../../../ui/Page';
import { PageSpinner } from '../../../ui/Spinner';
import { useFeature } from '../../tenant/hooks/useFeature';
import { useTenant } from '../../tenant/hooks/useTenant';
import { AssetUpload } from './AssetUpload';
import { BrandingForm } from './BrandingForm';
import { CustomDomains } from './CustomDomains';
import '../white-label.css';

/** /white-label and /white-label-management: the workspace's own brand (issue 3). */
export function WhiteLabelPage() {
  const { tenant } = useTenant();
  const ownDomains = useFeature('white-label');
  // Discarding remounts the form from the latest saved branding (and its version).
  const [formKey, setFormKey] = useState(0);
  if (!tenant) return <PageSpinner />;
  const { branding } = tenant;
  return (
    <Page title="White Label" subtitle="Your company's name, colours, logo and support contacts across the app">
      <section className="card" aria-labelledby="brand-title">
        <h2 id="brand-title" className="card__title">
          Brand
        </h2>
        <BrandingForm key={formKey} tenant={tenant} onDiscard={() => setFormKey((k) => k + 1)} />
      </section>
      <section className="card" aria-labelledby="images-title">
        <h2 id="images-title" className="card__title">
          Logo and favicon
        </h2>
        <div className="form-grid">
          <AssetUpload
            kind="logo"
            url={branding.logo}
            hint="Shown in the navigation; also the tab icon without a favicon."
          />
          <AssetUpload kind="favicon" url={branding.favicon} hint="The browser tab icon; square works best." />
        </div>
      </section>
      <section className="card" aria-labelledby="domains-title">
        <h2 id="domains-title" className="card__title">
          Custom domains
        </h2>
        {ownDomains ? (
          <CustomDomains />
        ) : (
          <p className="muted">
            Your plan does not include custom domains: the workspace opens on its own address only.{' '}
            <Link to="/plan">See plans and upgrade</Link>
          </p>
        )}
      </section>
    </Page>
  );
}
