import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import type { AnalysisOutcome } from '../hooks/useContactAnalysis';
import { builtInLabel, taskNames } from '../utils/ai-format';
import { ModelSource } from './ModelSource';

/** Spec 001 §2.2: Analysis Complete (model per task, tasks completed) and Analysis Errors (per task). */
export function AnalysisOutcomeBlocks({ outcome }: { outcome: AnalysisOutcome }) {
  return (
    <div className="ai-outcome">
      {outcome.completed.length > 0 && (
        <section className="ai-outcome__block ai-outcome__block--ok" aria-label="Analysis Complete">
          <h4>
            <CheckCircle2 aria-hidden size={16} /> Analysis Complete
          </h4>
          <ul>
            {outcome.completed.map((c) => (
              <li key={c.task}>
                {taskNames[c.task]}: <strong>{c.builtIn ? builtInLabel : c.model}</strong>
              </li>
            ))}
          </ul>
          <p className="muted">
            {outcome.completed.length} task{outcome.completed.length === 1 ? '' : 's'} completed
          </p>
          {outcome.completed.some((c) => c.builtIn) && <ModelSource builtIn model={null} />}
        </section>
      )}
      {outcome.errors.length > 0 && (
        <section className="ai-outcome__block ai-outcome__block--error" aria-label="Analysis Errors">
          <h4>
            <AlertTriangle aria-hidden size={16} /> Analysis Errors
          </h4>
          <ul>
            {outcome.errors.map((e) => (
              <li key={e.task}>
                {taskNames[e.task]}: {e.message}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
