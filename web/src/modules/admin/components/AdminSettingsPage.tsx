import { Link } from 'react-router-dom';
import { Page } from '../../../ui/Page';
import { PageSpinner } from '../../../ui/Spinner';
import { useTenant } from '../../tenant/hooks/useTenant';
import { AssetUpload } from '../../white-label/components/AssetUpload';
import { AppSettingsForm } from './AppSettingsForm';
import '../../white-label/white-label.css';
import '../admin.css';

/** /admin/settings: the company name, logo and support contacts every user sees. */
export function AdminSettingsPage() {
  const { tenant } = useTenant();
  if (!tenant) return <PageSpinner />;
  return (
    <Page title="Admin Settings" subtitle="Your company's name, logo and support contacts across the app">
      <section className="card" aria-labelledby="app-config-title">
        <h2 id="app-config-title" className="card__title">
          App configuration
        </h2>
        <AppSettingsForm tenant={tenant} />
      </section>
      <section className="card" aria-labelledby="logo-title">
        <h2 id="logo-title" className="card__title">
          Logo
        </h2>
        <AssetUpload kind="logo" url={tenant.branding.logo} hint="Shown in the navigation." />
        <p className="muted admin-settings__note">
          Colours, favicon and custom domains are on the <Link to="/white-label-management">White Label</Link> page.
        </p>
      </section>
    </Page>
  );
}
