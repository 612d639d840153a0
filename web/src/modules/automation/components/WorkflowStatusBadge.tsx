import type { WorkflowStatus } from '@smartcrm/contracts';

const tone: Record<WorkflowStatus, string> = {
  active: 'badge--success',
  paused: '',
  draft: 'badge--primary',
  archived: '',
};

export const WorkflowStatusBadge = ({ status }: { status: WorkflowStatus }) => (
  <span className={`badge ${tone[status]}`}>{status[0]!.toUpperCase() + status.slice(1)}</span>
);
