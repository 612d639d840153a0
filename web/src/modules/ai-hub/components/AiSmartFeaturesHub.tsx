import { useState } from 'react';
import { AiInsightsTab } from './AiInsightsTab';
import { AiPreferencesForm } from './AiPreferencesForm';
import { AiPerformance } from './AiPerformance';
import { AiToolsTab } from './AiToolsTab';
import { ProviderSettings } from './ProviderSettings';
import { SmartAnalysisPanel } from './SmartAnalysisPanel';
import '../ai-hub.css';

const tabs = [
  { id: 'insights', label: 'AI Insights', body: AiInsightsTab },
  { id: 'controls', label: 'AI Controls', body: AiControls },
  { id: 'performance', label: 'AI Performance', body: AiPerformance },
  { id: 'tools', label: 'AI Tools', body: AiToolsTab },
] as const;

function AiControls() {
  return (
    <>
      <SmartAnalysisPanel />
      <AiPreferencesForm />
      <ProviderSettings />
    </>
  );
}

/** 001 §2.2 AI Smart Features Hub: AI Insights, AI Controls, AI Performance, AI Tools. */
export function AiSmartFeaturesHub() {
  const [active, setActive] = useState<(typeof tabs)[number]['id']>('controls');
  const current = tabs.find((t) => t.id === active) ?? tabs[1];
  const Body = current.body;
  return (
    <div className="ai-hub">
      <div className="ai-hub__tabs" role="tablist" aria-label="AI Smart Features Hub">
        {tabs.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`ai-tab-${t.id}`}
            aria-selected={active === t.id}
            aria-controls={`ai-panel-${t.id}`}
            className={active === t.id ? 'is-active' : ''}
            onClick={() => setActive(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`ai-panel-${current.id}`}
        aria-labelledby={`ai-tab-${current.id}`}
        className="ai-hub__panel"
      >
        <Body />
      </div>
    </div>
  );
}
