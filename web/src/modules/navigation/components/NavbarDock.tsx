import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  MeasuringStrategy,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { type NavbarPosition, parseNavbarPosition } from '../utils/navbar-position';
import { DockZones } from './DockZones';

interface NavbarDockProps {
  position: NavbarPosition;
  onDock: (position: NavbarPosition) => void;
  children: ReactNode;
}

const measuring = { droppable: { strategy: MeasuringStrategy.Always } };

/** Dragging the bar's grip shows the five docking zones; dropping on one docks the bar there. */
export function NavbarDock({ position, onDock, children }: NavbarDockProps) {
  const [dragging, setDragging] = useState(false);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));

  function dock({ over }: DragEndEvent) {
    setDragging(false);
    if (over) onDock(parseNavbarPosition(over.id));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      measuring={measuring}
      onDragStart={() => setDragging(true)}
      onDragCancel={() => setDragging(false)}
      onDragEnd={dock}
    >
      {children}
      {dragging && <DockZones current={position} />}
      <DragOverlay dropAnimation={null}>
        {dragging && (
          <div className="dock-chip">
            <GripVertical aria-hidden size={16} />
            Navigation
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
