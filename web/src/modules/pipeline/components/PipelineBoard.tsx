import type { Board } from '@smartcrm/contracts';
import {
  closestCorners,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useState } from 'react';
import { useMoveDeal } from '../hooks/useMoveDeal';
import type { StageCards } from '../queries';
import { DealCard } from './DealCard';
import { StageColumn } from './StageColumn';
import { dropTarget, stageNameOf } from '../utils/drop-target';

interface PipelineBoardProps {
  board: Board;
  /** Columns opened further than the first page, as the board was asked for them. */
  shown: StageCards;
  /** The board is being fetched again with a column opened further. */
  loadingMore: boolean;
  onShowMore: (stageId: string) => void;
  onOpen: (id: string) => void;
}

/** The kanban board: drag cards between stages with a pointer or the keyboard (space, arrows, space). */
export function PipelineBoard({ board, shown, loadingMore, onShowMore, onOpen }: PipelineBoardProps) {
  const move = useMoveDeal(board.pipeline.id, shown);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [overStageId, setOverStageId] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const active = board.columns.flatMap((c) => c.deals).find((d) => d.id === activeId);
  const titleOf = (id: string | number) => board.columns.flatMap((c) => c.deals).find((d) => d.id === id)?.title ?? '';
  const stageName = (id: string | number | undefined) => stageNameOf(board, id);

  const onDragEnd = ({ active: dragged, over }: DragEndEvent) => {
    setActiveId(null);
    setOverStageId(null);
    const target = over && dropTarget(board, String(over.id));
    if (target) move(String(dragged.id), target.stageId, target.index);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragStart={({ active: dragged }) => setActiveId(String(dragged.id))}
      onDragOver={({ over }) => setOverStageId(over ? (dropTarget(board, String(over.id))?.stageId ?? null) : null)}
      onDragCancel={() => {
        setActiveId(null);
        setOverStageId(null);
      }}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active: a }) => `Picked up ${titleOf(a.id)}.`,
          onDragOver: ({ active: a, over }) => `${titleOf(a.id)} is over ${stageName(over?.id)}.`,
          onDragEnd: ({ active: a, over }) =>
            over ? `${titleOf(a.id)} dropped in ${stageName(over.id)}.` : `${titleOf(a.id)} put back.`,
          onDragCancel: ({ active: a }) => `Moving ${titleOf(a.id)} was cancelled.`,
        },
      }}
    >
      <ul className="board" aria-label={`${board.pipeline.name} stages`}>
        {board.pipeline.stages.map((stage) => {
          const column = board.columns.find((c) => c.stageId === stage.id);
          return (
            column && (
              <li key={stage.id} className="board__lane">
                <StageColumn
                  stage={stage}
                  column={column}
                  highlighted={overStageId === stage.id}
                  onOpen={onOpen}
                  loadingMore={loadingMore}
                  onShowMore={() => onShowMore(stage.id)}
                />
              </li>
            )
          );
        })}
      </ul>
      <DragOverlay>{active && <DealCard deal={active} onOpen={onOpen} overlay />}</DragOverlay>
    </DndContext>
  );
}
