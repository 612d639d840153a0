import { type TemplateArea, type WorkflowTemplate, workflowTemplates } from '@smartcrm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LayoutTemplate } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { pipelinesQuery } from '../../pipeline/queries';
import { automationKeys, createWorkflow } from '../queries';
import { definitionFromTemplate } from '../utils/from-template';

/** Ready-made workflows; the page's area (leads, tasks) lists its own first. */
export function TemplateGallery({ area }: { area: TemplateArea | null }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const pipelines = useQuery(pipelinesQuery());
  const use = useMutation({
    mutationFn: (template: WorkflowTemplate) =>
      createWorkflow({
        name: template.name,
        description: template.description,
        definition: definitionFromTemplate(template, pipelines.data ?? []),
      }),
    onSuccess: async (workflow) => {
      await client.invalidateQueries({ queryKey: automationKeys.all });
      navigate(`/workflow-builder/${workflow.id}`);
    },
  });
  const templates = area ? workflowTemplates.filter((t) => t.areas.includes(area)) : workflowTemplates;
  return (
    <section aria-labelledby="templates-title" className="workflow-templates">
      <h2 id="templates-title" className="section-title">
        <LayoutTemplate size={18} aria-hidden /> Start from a template
      </h2>
      <ul className="workflow-templates__grid">
        {templates.map((template) => (
          <li key={template.key} className="card workflow-template">
            <h3 className="card__title">{template.name}</h3>
            <p className="muted">{template.description}</p>
            <Button
              size="sm"
              variant="primary"
              busy={use.isPending && use.variables?.key === template.key}
              onClick={() => use.mutate(template)}
            >
              Use template
            </Button>
          </li>
        ))}
      </ul>
      {use.error && <p className="field__error">{use.error.message}</p>}
    </section>
  );
}
