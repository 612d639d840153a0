import { type Pipeline, stageKindFromName } from '@smartcrm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../../api/http';
import { Button } from '../../../ui/Button';
import { Dialog, DialogActions } from '../../../ui/Dialog';
import { dealKeys, updateStages } from '../queries';
import { type EditableStage, editableStages, stageDrafts } from '../utils/stage-drafts';
import { StageEditorRow } from './StageEditorRow';

/** Rename, reorder, add and remove stages; set their default probability and won/lost kind. */
export function StageEditor({ pipeline, onClose }: { pipeline: Pipeline; onClose: () => void }) {
  const [stages, setStages] = useState<EditableStage[]>(() => editableStages(pipeline));
  const [moveDealsTo, setMoveDealsTo] = useState<Record<string, string>>({});
  const queryClient = useQueryClient();
  const save = useMutation({ mutationFn: updateStages });
  const kept = stages.filter((s) => !s.removed);
  const removedWithDeals = stages.filter((s) => s.removed && s.id && s.dealCount > 0);

  const change = (index: number, changes: Partial<EditableStage>) =>
    setStages((all) => all.map((s, i) => (i === index ? { ...s, ...changes } : s)));
  const swap = (index: number, by: -1 | 1) =>
    setStages((all) => {
      const next = [...all];
      [next[index], next[index + by]] = [next[index + by]!, next[index]!];
      return next;
    });

  const submit = () =>
    save.mutate(
      { pipelineId: pipeline.id, version: pipeline.version, stages: stageDrafts(stages), moveDealsTo },
      {
        onSuccess: () => {
          toast.success('Stages saved');
          void queryClient.invalidateQueries({ queryKey: dealKeys.pipelines });
          void queryClient.invalidateQueries({ queryKey: dealKeys.all });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'conflict' && !removedWithDeals.length) {
            void queryClient.invalidateQueries({ queryKey: dealKeys.pipelines });
          }
          toast.error(error.message);
        },
      },
    );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`Stages of ${pipeline.name}`}>
      <div className="stage-editor">
        <p className="field__hint">
          A deal entering an open stage takes its default probability; won and lost stages close deals at 100% and 0%.
        </p>
        <ol className="stage-editor__list">
          {stages.map(
            (stage, index) =>
              !stage.removed && (
                <StageEditorRow
                  key={stage.uid}
                  stage={stage}
                  kind={stage.kind ?? stageKindFromName(stage.name)}
                  first={index === 0}
                  last={index === stages.length - 1}
                  onChange={(changes) => change(index, changes)}
                  onMove={(by) => swap(index, by)}
                  canRemove={kept.length > 1}
                />
              ),
          )}
        </ol>
        <Button size="sm" variant="ghost" onClick={() => setStages((all) => [...all, newStage()])}>
          <Plus aria-hidden size={14} /> Add stage
        </Button>
        {removedWithDeals.map((stage) => (
          <label key={stage.uid} className="field">
            <span className="field__label">
              Move the {stage.dealCount} deals of {stage.name} to
            </span>
            <select
              className="field__input field__select"
              value={moveDealsTo[stage.id!] ?? ''}
              onChange={(e) => setMoveDealsTo((m) => ({ ...m, [stage.id!]: e.target.value }))}
            >
              <option value="">Choose a stage…</option>
              {kept
                .filter((s) => s.id)
                .map((s) => (
                  <option key={s.uid} value={s.id}>
                    {s.name}
                  </option>
                ))}
            </select>
          </label>
        ))}
      </div>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="primary" busy={save.isPending} onClick={submit}>
          Save stages
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const newStage = (): EditableStage => ({
  uid: crypto.randomUUID(),
  id: undefined,
  name: 'New stage',
  defaultProbability: '50',
  kind: undefined,
  kindChosen: false,
  dealCount: 0,
  removed: false,
});
