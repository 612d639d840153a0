import type { AssistantFunctionName } from '@smartcrm/contracts';
import { formatMoney } from '@smartcrm/contracts';

/** Names of the records an action touches, for the sentence the user confirms. */
export interface ActionLabels {
  contact?: string;
  deal?: string;
}

/** The proposed call in words: what will happen if the user confirms. */
export function summariseAction(
  fn: AssistantFunctionName,
  args: Record<string, unknown>,
  labels: ActionLabels,
): string {
  if (fn === 'create_task') {
    const parts = [`Create the task "${String(args.title)}"`];
    if (args.dueDate) parts.push(`due ${String(args.dueDate)}`);
    if (labels.contact) parts.push(`for ${labels.contact}`);
    if (labels.deal) parts.push(`on the deal ${labels.deal}`);
    if (args.priority) parts.push(`(${String(args.priority)} priority)`);
    return parts.join(' ');
  }
  if (fn === 'update_deal') {
    const changes = [
      typeof args.value === 'number' ? `value ${formatMoney(args.value)}` : '',
      typeof args.probability === 'number' ? `probability ${args.probability}%` : '',
      args.expectedCloseDate ? `expected close ${String(args.expectedCloseDate)}` : '',
    ].filter(Boolean);
    return `Update the deal ${labels.deal ?? 'picked'}: ${changes.join(', ')}`;
  }
  if (fn === 'log_note') {
    return `Log a note on ${labels.deal ? `the deal ${labels.deal}` : (labels.contact ?? 'the record')}: "${String(args.body)}"`;
  }
  return fn;
}
