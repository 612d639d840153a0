import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { moveSection } from '../utils/layout-rules';
import { DashboardSection } from './DashboardSection';

interface SectionListProps {
  order: string[];
  dragMode: boolean;
  onReorder: (order: string[]) => void;
}

/** The sections in the user's order; in drag mode they move by pointer or keyboard (Space, arrows, Space). */
export function SectionList({ order, dragMode, onReorder }: SectionListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onReorder(moveSection(order, String(active.id), String(over.id)));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={order} strategy={verticalListSortingStrategy}>
        <div className="dashboard-sections">
          {order.map((id) => (
            <DashboardSection key={id} id={id} dragMode={dragMode} />
          ))}
        </div>
      </SortableContext>
    </DndContext>
  );
}
