import { type RefObject, useEffect, useState } from 'react';

/**
 * Open/closed state of a disclosure (a button that shows a panel below it) that closes like a
 * menu: on a pointer press outside `container`, when focus leaves it, and on Escape, which puts
 * the focus back on `trigger`.
 */
export function useDisclosure(container: RefObject<HTMLElement | null>, trigger: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const outside = (target: EventTarget | null) => !(target instanceof Node && container.current?.contains(target));
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event.target)) setOpen(false);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (outside(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, container, trigger]);
  return { open, setOpen, toggle: () => setOpen((was) => !was) };
}
