import { access } from '@smartcrm/contracts';
import { BarChart3 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAccess } from '../../../auth/hooks/useAccess';
import { Page } from '../../../../ui/Page';
import { intelligenceScreens } from '../../utils/screens';
import { DealAnalyticsSection } from '../DealAnalyticsSection';

/** /analytics: the deal analytics section and, for roles with advanced analytics, the screens. */
export function AnalyticsHubPage() {
  const advanced = useAccess(access.analyticsScreens) === 'allowed';
  return (
    <Page title="Analytics" subtitle="Figures computed from your workspace's deals">
      <div className="analytics-screen">
        <DealAnalyticsSection />
        {advanced && (
          <nav className="analytics-hub" aria-label="Intelligence screens">
            {intelligenceScreens.map((s) => (
              <Link key={s.path} to={`/${s.path}`} className="card analytics-hub__card">
                <strong>
                  <BarChart3 aria-hidden size={16} /> {s.title}
                </strong>
                <p>{s.description}</p>
              </Link>
            ))}
          </nav>
        )}
      </div>
    </Page>
  );
}
