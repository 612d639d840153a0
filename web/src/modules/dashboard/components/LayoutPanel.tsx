import { type DashboardSectionId, dashboardSectionIds } from '@smartcrm/contracts';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { titleCase, toggleSection } from '../utils/layout-rules';
import { sectionMeta } from '../utils/section-meta';

interface LayoutPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  order: string[];
  dragMode: boolean;
  onDragModeChange: (on: boolean) => void;
  onChange: (order: string[]) => void;
  onReset: () => void;
}

/** Spec 000 §2: drag-and-drop mode, reset layout and each section's visibility. */
export function LayoutPanel({
  open,
  onOpenChange,
  order,
  dragMode,
  onDragModeChange,
  onChange,
  onReset,
}: LayoutPanelProps) {
  const unknown = order.filter((id) => !(dashboardSectionIds as readonly string[]).includes(id));
  const all = [...unknown, ...dashboardSectionIds];
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Layout settings"
      description="Choose and arrange your sections"
    >
      <label className="layout-panel__toggle">
        <input type="checkbox" checked={dragMode} onChange={(e) => onDragModeChange(e.target.checked)} />
        Drag-and-drop mode (move sections by their handle, or with Space and the arrow keys)
      </label>
      <fieldset className="layout-panel__sections">
        <legend>Visible sections</legend>
        {all.map((id) => (
          <label key={id} className="layout-panel__section">
            <input type="checkbox" checked={order.includes(id)} onChange={() => onChange(toggleSection(order, id))} />
            {sectionMeta[id as DashboardSectionId]?.title ?? titleCase(id)}
          </label>
        ))}
      </fieldset>
      <div className="dialog__actions">
        <Button variant="danger" onClick={onReset}>
          Reset layout
        </Button>
        <Button variant="primary" onClick={() => onOpenChange(false)}>
          Done
        </Button>
      </div>
    </Dialog>
  );
}
