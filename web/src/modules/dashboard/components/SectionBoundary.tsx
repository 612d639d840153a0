import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '../../../ui/Button';

interface BoundaryProps {
  id: string;
  onReset: () => void;
  children: ReactNode;
}

/** Spec 000 §2/§8: a failing section says so with its id; the rest of the dashboard carries on. */
class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`dashboard section ${this.props.id} failed`, error, info.componentStack);
  }

  retry = () => {
    this.props.onReset();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="dashboard-section__error" role="alert">
        <AlertTriangle aria-hidden size={18} />
        <span>Error loading section {this.props.id}</span>
        <Button size="sm" onClick={this.retry}>
          Retry
        </Button>
      </div>
    );
  }
}

export function SectionBoundary({ id, children }: { id: string; children: ReactNode }) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <Boundary id={id} onReset={reset}>
          {children}
        </Boundary>
      )}
    </QueryErrorResetBoundary>
  );
}
