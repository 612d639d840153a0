import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { SavedView } from '@smartcrm/contracts';
import { ChevronDown, Pencil, RefreshCw, Star, StarOff, Trash2 } from 'lucide-react';

interface Props {
  view: SavedView;
  onEdit: () => void;
  onOverwrite: () => void;
  onToggleDefault: () => void;
  onDelete: () => void;
}

/** A view's actions: the owner edits, overwrites or deletes it; anyone may make it their default. */
export function SavedViewMenu({ view, onEdit, onOverwrite, onToggleDefault, onDelete }: Props) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="saved-views__more" aria-label={`Actions for view ${view.name}`}>
        <ChevronDown aria-hidden size={14} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="start" sideOffset={4} collisionPadding={8}>
          <DropdownMenu.Item className="menu__item" onSelect={onToggleDefault}>
            {view.isDefault ? <StarOff aria-hidden size={16} /> : <Star aria-hidden size={16} />}
            {view.isDefault ? 'Stop opening with it' : 'Set as my default'}
          </DropdownMenu.Item>
          {view.mine && (
            <>
              <DropdownMenu.Item className="menu__item" onSelect={onOverwrite}>
                <RefreshCw aria-hidden size={16} /> Save what is on screen into it
              </DropdownMenu.Item>
              <DropdownMenu.Item className="menu__item" onSelect={onEdit}>
                <Pencil aria-hidden size={16} /> Rename or share
              </DropdownMenu.Item>
              <DropdownMenu.Item className="menu__item menu__item--danger" onSelect={onDelete}>
                <Trash2 aria-hidden size={16} /> Delete
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
