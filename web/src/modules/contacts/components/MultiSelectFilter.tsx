import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import clsx from 'clsx';
import { Check, ChevronDown } from 'lucide-react';

interface MultiSelectFilterProps<T extends string> {
  label: string;
  options: readonly T[];
  optionLabel: (option: T) => string;
  selected: readonly T[];
  onChange: (selected: T[]) => void;
}

/** A filter button listing options to tick; the menu stays open while ticking. */
export function MultiSelectFilter<T extends string>({
  label,
  options,
  optionLabel,
  selected,
  onChange,
}: MultiSelectFilterProps<T>) {
  const toggle = (option: T, on: boolean) =>
    onChange(on ? options.filter((o) => o === option || selected.includes(o)) : selected.filter((o) => o !== option));
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={clsx('button button--sm filter-button', selected.length > 0 && 'filter-button--on')}
      >
        {label}
        {selected.length > 0 && <span className="filter-button__count">{selected.length}</span>}
        <ChevronDown aria-hidden size={14} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu menu--compact" align="start" sideOffset={4} collisionPadding={8}>
          {options.map((option) => (
            <DropdownMenu.CheckboxItem
              key={option}
              className="menu__item menu__item--radio"
              checked={selected.includes(option)}
              onCheckedChange={(on) => toggle(option, on)}
              onSelect={(event) => event.preventDefault()}
            >
              <DropdownMenu.ItemIndicator className="menu__indicator menu__indicator--check">
                <Check aria-hidden size={14} />
              </DropdownMenu.ItemIndicator>
              {optionLabel(option)}
            </DropdownMenu.CheckboxItem>
          ))}
          {selected.length > 0 && (
            <>
              <DropdownMenu.Separator className="menu__separator" />
              <DropdownMenu.Item className="menu__item menu__item--footer" onSelect={() => onChange([])}>
                Clear {label.toLowerCase()}
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
