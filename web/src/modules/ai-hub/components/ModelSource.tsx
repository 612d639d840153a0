import { Link } from 'react-router-dom';
import { useSession } from '../../auth/hooks/useSession';

interface ModelSourceProps {
  builtIn: boolean;
  model: string | null | undefined;
  /** What answered, in the sentence's words: 'Written', 'Suggested', 'Scored'. */
  verb?: string;
}

/**
 * Which model answered, on every AI screen: the model's name, or "Built-in rules" with where a
 * model is connected (/ai-integration, a super admin's setting; others are told whom to ask).
 */
export function ModelSource({ builtIn, model, verb = 'Answered' }: ModelSourceProps) {
  const { user } = useSession();
  if (!builtIn) {
    return (
      <span className="model-source" data-testid="model-source">
        {verb} by <span className="badge badge--primary">{model ?? 'your AI model'}</span>
      </span>
    );
  }
  return (
    <span className="model-source" data-testid="model-source">
      {verb} by{' '}
      <span className="badge" title="No language model is connected: offline rules and templates answered">
        Built-in rules
      </span>{' '}
      {user?.role === 'super_admin' ? (
        <Link to="/ai-integration">Connect a language model</Link>
      ) : (
        <span className="muted">A super admin can connect a language model in AI Integration.</span>
      )}
    </span>
  );
}
