import * as Tooltip from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';

/**
 * A tooltip that also works on disabled buttons (which get no pointer events): the focusable
 * wrapper is the trigger, so keyboard users hear the reason too.
 */
export function Hint({ text, children }: { text: string; children: ReactNode }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a disabled control must still be reachable to explain why */}
        <span className="hint-trigger" tabIndex={0}>
          {children}
        </span>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content className="tooltip" sideOffset={6} collisionPadding={8}>
          {text}
          <Tooltip.Arrow className="tooltip__arrow" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
