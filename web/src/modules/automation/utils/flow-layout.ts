import { isBranch, type Step, type WorkflowDefinition } from '@smartcrm/contracts';

export interface FlowNode {
  id: string;
  /** 'trigger' or the step; positions are the node's top-left corner. */
  step: Step | null;
  x: number;
  y: number;
}
export interface FlowEdge {
  id: string;
  source: string;
  target: string;
  label?: 'Yes' | 'No' | 'Replied' | 'Timed out';
}

const rowHeight = 110;
const branchOffset = 150;

/**
 * The vertical flow of a definition: the trigger on top, each step below the one before, a
 * condition's Yes branch to its left and No branch to its right, both rejoining the step after it.
 */
export function layoutFlow(definition: WorkflowDefinition): { nodes: FlowNode[]; edges: FlowEdge[] } {
  const nodes: FlowNode[] = [{ id: 'trigger', step: null, x: 0, y: 0 }];
  const edges: FlowEdge[] = [];
  const link = (sources: { id: string; label?: FlowEdge['label'] }[], target: string) => {
    for (const source of sources) {
      edges.push({
        id: `${source.id}->${target}`,
        source: source.id,
        target,
        ...(source.label ? { label: source.label } : {}),
      });
    }
  };

  /** Lays `steps` out from row `y`; returns the loose ends to join to what follows, and the next free row. */
  const place = (steps: Step[], x: number, y: number, from: { id: string; label?: FlowEdge['label'] }[]) => {
    let ends = from;
    let row = y;
    for (const step of steps) {
      nodes.push({ id: step.id, step, x, y: row });
      link(ends, step.id);
      row += rowHeight;
      if (isBranch(step)) {
        const [yesLabel, noLabel] =
          step.type === 'wait_for_event' ? (['Replied', 'Timed out'] as const) : (['Yes', 'No'] as const);
        const yes = place(step.yes, x - branchOffset, row, [{ id: step.id, label: yesLabel }]);
        const no = place(step.no, x + branchOffset, row, [{ id: step.id, label: noLabel }]);
        ends = [...yes.ends, ...no.ends];
        row = Math.max(yes.row, no.row);
      } else {
        ends = step.type === 'stop' ? [] : [{ id: step.id }];
      }
    }
    return { ends, row };
  };
  place(definition.steps, 0, rowHeight, [{ id: 'trigger' }]);
  return { nodes, edges };
}
