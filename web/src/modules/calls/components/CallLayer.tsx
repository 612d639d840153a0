import { useCallSnapshot } from '../state/calls-context';
import { ActiveCallCard } from './ActiveCallCard';
import { CallLauncher } from './CallLauncher';
import { IncomingCallOverlay } from './IncomingCallOverlay';
import '../calls.css';

/** Spec 000 §4: the launcher at idle, the overlay while a call rings here, otherwise the call card. */
export function CallLayer() {
  const { call, incoming } = useCallSnapshot();
  if (call) return <ActiveCallCard call={call} />;
  if (incoming) return <IncomingCallOverlay incoming={incoming} />;
  return <CallLauncher />;
}
