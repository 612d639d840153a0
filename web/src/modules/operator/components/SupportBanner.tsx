import { useMutation } from '@tanstack/react-query';
import { LifeBuoy } from 'lucide-react';
import '../operator.css';
import { toast } from 'sonner';
import { Button } from '../../../ui/Button';
import { useSession } from '../../auth/hooks/useSession';
import { endSupportSession } from '../queries';

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** Across the app while an operator is signed in as a user: who is acting for whom, and the way back. */
export function SupportBanner() {
  const user = useSession().user;
  const end = useMutation({
    mutationFn: endSupportSession,
    // A full page load: the operator's own session lives on their own workspace's address.
    onSuccess: ({ url }) => window.location.assign(url),
    onError: () => toast.error('The support session could not be ended. Please try again.'),
  });
  const support = user?.support;
  if (!user || !support) return null;
  return (
    <div className="support-banner" role="status">
      <LifeBuoy aria-hidden size={16} />
      <span>
        Signed in as <strong>{user.name}</strong> ({user.email}) on behalf of <strong>{support.operatorEmail}</strong>,
        until {timeOf(support.expiresAt)}
      </span>
      <Button size="sm" variant="primary" busy={end.isPending} onClick={() => end.mutate()}>
        End session
      </Button>
    </div>
  );
}
