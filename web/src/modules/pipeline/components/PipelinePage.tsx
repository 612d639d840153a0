import { boardPage } from '@smartcrm/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Layers, Plus, Settings2, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { usePermission } from '../../auth/hooks/usePermission';
import { ExportButton } from '../../data-export/components/ExportButton';
import { SavedViewsBar } from '../../saved-views/components/SavedViewsBar';
import { PageSpinner } from '../../../ui/Spinner';
import { useDealRealtime } from '../hooks/useDealRealtime';
import { usePipelineParams } from '../hooks/usePipelineParams';
import { boardQuery, pipelinesQuery, type StageCards } from '../queries';
import { DealDrawer } from './DealDrawer';
import { DealsListView } from './DealsListView';
import { ManagePipelinesDialog } from './ManagePipelinesDialog';
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
  // Columns opened further with Show more, for the pipeline they were opened in.
  const [opened, setOpened] = useState<{ pipelineId: string | null; cards: StageCards }>({
    pipelineId: null,
    cards: {},
  });
  const pipelineId = pipeline?.id ?? null;
  const shown = opened.pipelineId === pipelineId ? opened.cards : {};
  const board = useQuery({
    ...boardQuery(pipelineId, shown),
    enabled: Boolean(pipeline),
    placeholderData: keepPreviousData,
  });
  const showMore = (stageId: string) => {
    const column = board.data?.columns.find((c) => c.stageId === stageId);
    if (column) setOpened({ pipelineId, cards: { ...shown, [stageId]: column.deals.length + boardPage } });
  };
  const [editingStages, setEditingStages] = useState(false);
  const [managing, setManaging] = useState(false);
  const canManage = usePermission('advanced_features');
  const canImport = usePermission('pipeline_csv');
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
          {pipelines.data && (
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
          {canManage && (
            <Button onClick={() => setManaging(true)} disabled={!pipelines.data}>
              <Layers aria-hidden size={16} /> Pipelines
            </Button>
          )}
          <PipelineViewSwitch view={params.view} onChange={params.setView} />
          {canImport && (
            <Link className="button button--secondary" to="/pipeline/import">
              <Upload aria-hidden size={16} /> Import deals
            </Link>
          )}
          {canImport && pipeline && (
            <ExportButton
              kind="deals"
              query={{
                pipelineId: pipeline.id,
                sort: params.sort,
                ...(params.segment ? { segment: params.segment } : {}),
              }}
            />
          )}
          <Button onClick={() => setEditingStages(true)} disabled={!pipeline}>
            <Settings2 aria-hidden size={16} /> Edit stages
          </Button>
          <Button variant="primary" onClick={params.newDeal} disabled={!pipeline}>
            <Plus aria-hidden size={16} /> New deal
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
        <>
          <SavedViewsBar scope="deals" label="deals" base="view=list" transient={['deal']} />
          <DealsListView pipeline={pipeline} onOpen={params.openDeal} />
        </>
      ) : (
        <PipelineBoard
          board={board.data}
          shown={shown}
          loadingMore={board.isPlaceholderData}
          onShowMore={showMore}
          onOpen={params.openDeal}
        />
      )}
      {params.dealId && pipeline && (
        <DealDrawer dealId={params.dealId} stages={pipeline.stages} onClose={() => params.openDeal(null)} />
      )}
      {editingStages && pipeline && <StageEditor pipeline={pipeline} onClose={() => setEditingStages(false)} />}
      {managing && pipelines.data && (
        <ManagePipelinesDialog
          pipelines={pipelines.data}
          onClose={() => setManaging(false)}
          onSelect={params.setPipelineId}
        />
      )}
    </section>
  );
}
