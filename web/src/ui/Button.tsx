import clsx from 'clsx';
import type { ButtonHTMLAttributes } from 'react';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'md' | 'sm';
  busy?: boolean;
}

export function Button({ variant = 'secondary', size = 'md', busy = false, className, ...props }: ButtonProps) {
  return (
    <button
      type="button"
      aria-busy={busy || undefined}
      {...props}
      disabled={props.disabled || busy}
      className={clsx('button', `button--${variant}`, size === 'sm' && 'button--sm', className)}
    />
  );
}
