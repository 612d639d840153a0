import type { TemplateArea } from '@smartcrm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Workflow } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Page } from '../../../ui/Page';
import { Spinner } from '../../../ui/Spinner';
import '../automation.css';
import { automationKeys, createWorkflow, workflowsQuery } from '../queries';
import { TemplateGallery } from './TemplateGallery';
import { WorkflowStatusBadge } from './WorkflowStatusBadge';

const titles: Record<TemplateArea | 'all', { title: string; subtitle: string }> = {
  all: {
    title: 'Workflow Builder',
    subtitle: 'Workflows react to changes in your CRM: they wait, branch and act for you.',
  },
  lead: { title: 'Lead Automation', subtitle: 'Route new leads, plan the first call and hear when a lead turns hot.' },
  task: { title: 'Task Automation', subtitle: 'Create follow-up tasks when deals move and contacts arrive.' },
  deal: { title: 'Deal Automation', subtitle: 'Follow up on proposals and start onboarding when deals are won.' },
};

/** The workspace's workflows with their state and runs, and the template gallery (filtered by area). */
export function WorkflowsPage({ area }: { area: TemplateArea | null }) {
  const workflows = useQuery(workflowsQuery());
  const navigate = useNavigate();
  const client = useQueryClient();
  const blank = useMutation({
    mutationFn: () =>
      createWorkflow({
        name: 'Untitled workflow',
        definition: { trigger: { type: 'record_created', object: 'contact' }, steps: [] },
      }),
    onSuccess: async (workflow) => {
      await client.invalidateQueries({ queryKey: automationKeys.all });
      navigate(`/workflow-builder/${workflow.id}`);
    },
  });
  const { title, subtitle } = titles[area ?? 'all'];
  return (
    <Page
      title={title}
      subtitle={subtitle}
      actions={
        <Button variant="primary" busy={blank.isPending} onClick={() => blank.mutate()}>
          <Plus size={16} aria-hidden /> New workflow
        </Button>
      }
    >
      {workflows.isLoading && <Spinner label="Loading workflows" />}
      {workflows.error && <p className="field__error">{workflows.error.message}</p>}
      {workflows.data?.length === 0 && (
        <EmptyState icon={Workflow} title="No workflows yet">
          <p>Start from a template below or build one from scratch.</p>
        </EmptyState>
      )}
      {!!workflows.data?.length && (
        <table className="workflow-list">
          <thead>
            <tr>
              <th scope="col">Workflow</th>
              <th scope="col">State</th>
              <th scope="col">Version</th>
              <th scope="col">Runs</th>
              <th scope="col">Failed</th>
            </tr>
          </thead>
          <tbody>
            {workflows.data.map((workflow) => (
              <tr key={workflow.id}>
                <td>
                  <Link to={`/workflow-builder/${workflow.id}`}>{workflow.name}</Link>
                </td>
                <td>
                  <WorkflowStatusBadge status={workflow.status} />
                </td>
                <td>{workflow.publishedVersion ?? '—'}</td>
                <td>{workflow.runs.total}</td>
                <td>{workflow.runs.failed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <TemplateGallery area={area} />
    </Page>
  );
}
