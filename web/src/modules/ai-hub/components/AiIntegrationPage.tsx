import { access } from '@smartcrm/contracts';
import { Page } from '../../../ui/Page';
import { useAccess } from '../../auth/hooks/useAccess';
import { AiSmartFeaturesHub } from './AiSmartFeaturesHub';
import { BulkRunsPanel } from './BulkRunsPanel';
import { IntegrationsPanel } from './IntegrationsPanel';

/** /ai-integration: the AI hub on a page of its own, the provider badges and, for operations, the bulk runs. */
export function AiIntegrationPage() {
  const operates = useAccess(access.aiOperations) === 'allowed';
  return (
    <Page title="AI Integration" subtitle="Smart scoring, enrichment, categorisation and qualification">
      <div className="ai-integration">
        <section className="card">
          <h3 className="card__title">AI Smart Features Hub</h3>
          <AiSmartFeaturesHub />
        </section>
        <section className="card">
          <h3 className="card__title">Integrations and System</h3>
          <IntegrationsPanel />
        </section>
        {operates && <BulkRunsPanel />}
      </div>
    </Page>
  );
}
