import type { DashboardSectionId } from '@smartcrm/contracts';
import { Compass, LayoutGrid, LayoutDashboard } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Page } from '../../../ui/Page';
import { Spinner } from '../../../ui/Spinner';
import { useAccessJudge } from '../../auth/hooks/useAccess';
import { useDashboardData } from '../hooks/useDashboardData';
import { useDashboardLayout } from '../hooks/useDashboardLayout';
import { titleCase } from '../utils/layout-rules';
import { defaultOrderFor } from '../utils/section-access';
import { sectionMeta } from '../utils/section-meta';
import { GuidedTour } from './GuidedTour';
import { LayoutPanel } from './LayoutPanel';
import { SectionList } from './SectionList';
import '../dashboard.css';

/** Spec 000 §2: the configurable dashboard over the tenant's real figures. */
export function DashboardPage() {
  const judge = useAccessJudge();
  const data = useDashboardData();
  const defaultOrder = useMemo(() => defaultOrderFor((rule) => judge(rule) === 'allowed'), [judge]);
  const layout = useDashboardLayout(defaultOrder);
  const [panelOpen, setPanelOpen] = useState(false);
  const [dragMode, setDragMode] = useState(false);
  const [touring, setTouring] = useState(false);

  if (!data.loaded) {
    return (
      <div className="page-spinner dashboard-loading">
        <Spinner size="lg" label="Loading Dashboard" />
        <strong>Loading Dashboard</strong>
        <p className="muted">Initializing your CRM...</p>
      </div>
    );
  }

  const tourSteps = layout.order.map((id) => ({
    target: id,
    title: sectionMeta[id as DashboardSectionId]?.title ?? titleCase(id),
    text: sectionMeta[id as DashboardSectionId]?.description ?? 'A section of your dashboard.',
  }));
  const actions = (
    <>
      <Button onClick={() => setTouring(true)}>
        <Compass aria-hidden size={16} /> Start Tour
      </Button>
      <Button onClick={() => setPanelOpen(true)}>
        <LayoutGrid aria-hidden size={16} /> Layout settings
      </Button>
    </>
  );
  return (
    <Page title="Dashboard" subtitle="Welcome to your AI-powered CRM" actions={actions}>
      {data.error && (
        <div className="dashboard-error" role="alert">
          {data.error}
          <Button size="sm" onClick={() => void data.retry()}>
            Retry
          </Button>
        </div>
      )}
      {layout.order.length === 0 ? (
        <EmptyState icon={LayoutDashboard} title="Dashboard Loading">
          <Button variant="primary" onClick={layout.restoreDefault}>
            Reload Dashboard
          </Button>
        </EmptyState>
      ) : (
        <SectionList order={layout.order} dragMode={dragMode} onReorder={layout.change} />
      )}
      <LayoutPanel
        open={panelOpen}
        onOpenChange={setPanelOpen}
        order={layout.order}
        dragMode={dragMode}
        onDragModeChange={setDragMode}
        onChange={layout.change}
        onReset={layout.restoreDefault}
      />
      {touring && <GuidedTour steps={tourSteps} onEnd={() => setTouring(false)} />}
    </Page>
  );
}
