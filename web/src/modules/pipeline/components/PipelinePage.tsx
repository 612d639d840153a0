import { useQuery } from '@tanstack/react-query';
import { Settings2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { PageSpinner } from '../../../ui/Spinner';
import { useDealRealtime } from '../hooks/useDealRealtime';
import { usePipelineParams } from '../hooks/usePipelineParams';
import { boardQuery, pipelinesQuery } from '../queries';
import { DealDrawer } from './DealDrawer';
import { DealsListView } from './DealsListView';
import { PipelineBoard } from './PipelineBoard';
import { PipelineSummary } from './PipelineSummary';
import { PipelineViewSwitch } from './PipelineViewSwitch';
import { StageEditor } from './StageEditor';
import '../pipeline.css';

/** /pipeline: a pipeline's deals as a kanban board or a list, the deal drawer and the stage editor. */
export function PipelinePage() {
  const params = usePipelineParams();
  const pipelines = useQuery(pipelinesQuery());
  const pipeline = pipelines.data?.find((p) => p.id === params.pipelineId) ?? pipelines.data?.find((p) => p.isDefault);
  const board = useQuery({ ...boardQuery(pipeline?.id ?? null), enabled: Boolean(pipeline) });
  const [editingStages, setEditingStages] = useState(false);
  useDealRealtime();

  return (
    <section className="page pipeline-page" aria-labelledby="page-title">
      <header className="page__header">
        <div>
          <h1 id="page-title" className="page__title">
            Pipeline
          </h1>
          {board.data && <PipelineSummary board={board.data} />}
        </div>
        <div className="page__actions">
          {pipelines.data && pipelines.data.length > 1 && (
            <select
              className="field__input field__select"
              aria-label="Pipeline"
              value={pipeline?.id ?? ''}
              onChange={(e) => params.setPipelineId(e.target.value)}
            >
              {pipelines.data.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          )}
          <PipelineViewSwitch view={params.view} onChange={params.setView} />
          <Button onClick={() => setEditingStages(true)} disabled={!pipeline}>
            <Settings2 aria-hidden size={16} /> Edit stages
          </Button>
        </div>
      </header>
      {pipelines.isError || board.isError ? (
        <p className="form-error" role="alert">
          Could not load the pipeline. <Button onClick={() => void board.refetch()}>Try again</Button>
        </p>
      ) : !board.data || !pipeline ? (
        <PageSpinner label="Loading the pipeline" />
      ) : params.view === 'list' ? (
        <DealsListView pipeline={pipeline} onOpen={params.openDeal} />
      ) : (
        <PipelineBoard board={board.data} onOpen={params.openDeal} />
      )}
      {params.dealId && pipeline && (
        <DealDrawer dealId={params.dealId} stages={pipeline.stages} onClose={() => params.openDeal(null)} />
      )}
      {editingStages && pipeline && <StageEditor pipeline={pipeline} onClose={() => setEditingStages(false)} />}
    </section>
  );
}
