import clsx from 'clsx';
import type { LucideIcon } from 'lucide-react';

interface ToggleChipProps {
  icon: LucideIcon;
  label: string;
  pressed: boolean;
  onChange: (pressed: boolean) => void;
  /** Fill the icon while pressed (a star). */
  fill?: boolean;
}

export function ToggleChip({ icon: Icon, label, pressed, onChange, fill = false }: ToggleChipProps) {
  return (
    <button
      type="button"
      className={clsx('button button--sm filter-button', pressed && 'filter-button--on')}
      aria-pressed={pressed}
      onClick={() => onChange(!pressed)}
    >
      <Icon aria-hidden size={14} fill={fill && pressed ? 'currentColor' : 'none'} />
      {label}
    </button>
  );
}
