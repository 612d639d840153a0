import { useDraggable, useDroppable } from '@dnd-kit/core';
import clsx from 'clsx';
import { GripVertical } from 'lucide-react';
import { type NavbarPosition, navbarPositionLabels, navbarPositions } from '../utils/navbar-position';

function DockZone({ position, current }: { position: NavbarPosition; current: boolean }) {
  const { setNodeRef, isOver } = useDroppable({ id: position });
  return (
    <div
      ref={setNodeRef}
      className={clsx(
        'dock-zone',
        `dock-zone--${position}`,
        isOver && 'dock-zone--over',
        current && 'dock-zone--current',
      )}
    >
      {navbarPositionLabels[position]}
    </div>
  );
}

export function DockZones({ current }: { current: NavbarPosition }) {
  return (
    <div className="dock-zones" aria-hidden>
      {navbarPositions.map((position) => (
        <DockZone key={position} position={position} current={position === current} />
      ))}
    </div>
  );
}

/**
 * The bar's drag handle. Pointer-only: keyboard and screen-reader users dock the bar with the
 * Dock navigation menu, so the handle stays out of the tab order and the accessibility tree.
 */
export function DockGrip() {
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: 'navbar' });
  return (
    <span
      ref={setNodeRef}
      {...listeners}
      aria-hidden
      title="Drag to dock the navigation"
      className={clsx('dock-grip', isDragging && 'dock-grip--dragging')}
      data-testid="navbar-grip"
    >
      <GripVertical size={16} />
    </span>
  );
}
