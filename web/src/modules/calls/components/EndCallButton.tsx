import { PhoneOff } from 'lucide-react';
import { useCallControls } from '../state/calls-context';

/** Hangs up (or cancels a call nobody has answered yet). */
export function EndCallButton({ size = 18 }: { size?: number }) {
  const controls = useCallControls();
  return (
    <button
      type="button"
      className="call-control call-control--end"
      aria-label="End call"
      onClick={() => controls?.hangUp()}
    >
      <PhoneOff aria-hidden size={size} />
    </button>
  );
}
