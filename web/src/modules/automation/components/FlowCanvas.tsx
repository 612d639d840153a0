import type { Step, Trigger, WorkflowDefinition } from '@smartcrm/contracts';
import { Background, Controls, Handle, type Node, type NodeProps, Position, ReactFlow } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useMemo } from 'react';
import { stepLabels } from '../utils/definition-edit';
import { layoutFlow } from '../utils/flow-layout';

type FlowNodeData = { label: string; detail: string; selected: boolean; onSelect: () => void };

function summary(step: Step): string {
  switch (step.type) {
    case 'condition':
      return (
        step.condition.groups
          .flatMap((g) => g.rules.map((r) => `${r.field} ${r.operator.replace('_', ' ')} ${r.value ?? ''}`))
          .join(` ${step.condition.match === 'all' ? 'and' : 'or'} `) || 'no rules yet'
      );
    case 'wait':
      return `${step.amount} ${step.unit}`;
    case 'create_task':
      return step.title || 'untitled task';
    case 'update_fields':
      return Object.keys(step.fields).join(', ') || 'no fields yet';
    case 'assign_owner':
      return `${step.mode === 'round_robin' ? 'round robin' : 'fixed'}, ${step.userIds.length} user(s)`;
    case 'add_tag':
      return step.tag || 'no tag yet';
    case 'notify':
      return step.message || 'no message yet';
    case 'stop':
      return 'end of the run';
    case 'remove_tag':
      return step.tag || 'no tag yet';
    case 'move_deal_stage':
      return step.stageId ? 'to a chosen stage' : 'no stage yet';
    case 'create_deal':
      return step.title || 'untitled deal';
    case 'send_email':
      return step.templateId
        ? `template, from ${step.sender === 'user' ? 'a chosen user' : 'the owner'}`
        : 'no template yet';
    case 'send_sms':
      return step.body || 'no text yet';
    case 'enrol_in_sequence':
      return step.sequenceId ? 'into a chosen sequence' : 'no sequence yet';
    case 'http_request':
      return step.url ? `${step.method} ${step.url}` : 'no address yet';
    case 'ai_score':
      return 'score the contact';
    case 'wait_for_event':
      return `a reply, at most ${step.amount} ${step.unit}`;
  }
}

function triggerSummary(trigger: Trigger): string {
  switch (trigger.type) {
    case 'record_created':
      return `${trigger.object} created`;
    case 'record_updated':
      return `${trigger.object} updated${trigger.field ? `: ${trigger.field}${trigger.to !== undefined ? ` → ${trigger.to}` : ''}` : ''}`;
    case 'deal_stage_changed':
      return `deal changes stage${trigger.toStatus ? ` to ${trigger.toStatus}` : ''}${trigger.toStageId ? ' (chosen stage)' : ''}`;
    case 'manual':
      return `started by hand on ${trigger.object}s`;
    case 'record_deleted':
      return `${trigger.object} deleted`;
    case 'lead_score_crossed':
      return `lead score ${trigger.direction === 'up' ? 'reaches' : 'falls below'} ${trigger.threshold}`;
    case 'form_submitted':
      return trigger.formId ? 'the chosen form is submitted' : 'a form is submitted';
    case 'appointment_booked':
      return trigger.meetingTypeId ? 'a meeting of the chosen type is booked' : 'a meeting is booked';
    case 'email_received':
      return trigger.repliesOnly ? 'a contact replies by email' : 'an email arrives from a contact';
    case 'sms_received':
      return 'a text arrives from a contact';
    case 'schedule':
      return `${trigger.cron} (${trigger.timeZone})${trigger.filter?.groups.length ? ', matching contacts' : ', every contact'}`;
    case 'inbound_webhook':
      return 'a post to its webhook URL';
  }
}

/** A node is a button: Tab reaches every step, Enter or Space opens its form. */
function StepNode({ data }: NodeProps<Node<FlowNodeData>>) {
  return (
    <>
      <Handle type="target" position={Position.Top} />
      <button
        type="button"
        className={`flow-node${data.selected ? ' flow-node--selected' : ''}`}
        aria-pressed={data.selected}
        onClick={data.onSelect}
      >
        <span className="flow-node__label">{data.label}</span>
        <span className="flow-node__detail">{data.detail}</span>
      </button>
      <Handle type="source" position={Position.Bottom} />
    </>
  );
}
const nodeTypes = { step: StepNode };

/** The workflow as a vertical flow: the trigger, then each step; a condition's branches side by side. */
export function FlowCanvas({
  definition,
  selected,
  onSelect,
}: {
  definition: WorkflowDefinition;
  selected: string;
  onSelect: (id: string) => void;
}) {
  const { nodes, edges } = useMemo(() => {
    const flow = layoutFlow(definition);
    return {
      nodes: flow.nodes.map(
        (n): Node<FlowNodeData> => ({
          id: n.id,
          type: 'step',
          position: { x: n.x, y: n.y },
          draggable: false,
          data: {
            label: n.step ? stepLabels[n.step.type] : 'Trigger',
            detail: n.step ? summary(n.step) : triggerSummary(definition.trigger),
            selected: n.id === selected,
            onSelect: () => onSelect(n.id),
          },
        }),
      ),
      edges: flow.edges.map((e) => ({ ...e, type: 'smoothstep' })),
    };
  }, [definition, selected, onSelect]);
  return (
    <ReactFlow
      nodes={nodes}
      edges={edges}
      nodeTypes={nodeTypes}
      fitView
      fitViewOptions={{ maxZoom: 1 }}
      nodesConnectable={false}
      proOptions={{ hideAttribution: true }}
    >
      <Background />
      <Controls showInteractive={false} />
    </ReactFlow>
  );
}
