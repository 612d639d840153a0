import { appointmentStatuses, appointmentTypes } from '../crm/appointment.schema';
import { contactStatuses, interestLevels } from '../crm/contact.schema';
import { taskPriorities, taskTypes } from '../crm/task.schema';

/** The records a workflow can start from and act on. */
export const automationObjects = ['contact', 'deal', 'task', 'appointment'] as const;
type AutomationObject = (typeof automationObjects)[number];

export type FieldKind = 'text' | 'number' | 'boolean' | 'enum' | 'list' | 'user' | 'date';
export interface RecordField {
  label: string;
  kind: FieldKind;
  options?: readonly string[];
  /** A workflow may set it (update fields); the rest are read by conditions only. */
  writable?: boolean;
}

/**
 * The fields of each record that conditions read and steps write, named as in the record's schema
 * (Contact, Deal, Task, Appointment): the builder's pickers, the validation and the evaluator share this table.
 */
export const recordFields: Record<AutomationObject, Record<string, RecordField>> = {
  contact: {
    name: { label: 'Name', kind: 'text' },
    email: { label: 'Email', kind: 'text' },
    phone: { label: 'Phone', kind: 'text', writable: true },
    company: { label: 'Company', kind: 'text', writable: true },
    position: { label: 'Position', kind: 'text', writable: true },
    industry: { label: 'Industry', kind: 'text', writable: true },
    status: { label: 'Status', kind: 'enum', options: contactStatuses, writable: true },
    interestLevel: { label: 'Interest', kind: 'enum', options: interestLevels, writable: true },
    source: { label: 'Source', kind: 'text', writable: true },
    tags: { label: 'Tags', kind: 'list' },
    leadScore: { label: 'Lead score', kind: 'number' },
    ownerId: { label: 'Owner', kind: 'user' },
    isFavorite: { label: 'Favorite', kind: 'boolean', writable: true },
  },
  deal: {
    title: { label: 'Title', kind: 'text', writable: true },
    value: { label: 'Value', kind: 'number', writable: true },
    status: { label: 'Status', kind: 'enum', options: ['open', 'won', 'lost'] },
    stageId: { label: 'Stage', kind: 'text' },
    probability: { label: 'Probability', kind: 'number' },
    ownerId: { label: 'Owner', kind: 'user' },
    expectedCloseDate: { label: 'Expected close', kind: 'date', writable: true },
    description: { label: 'Description', kind: 'text', writable: true },
  },
  task: {
    title: { label: 'Title', kind: 'text', writable: true },
    type: { label: 'Type', kind: 'enum', options: taskTypes, writable: true },
    priority: { label: 'Priority', kind: 'enum', options: taskPriorities, writable: true },
    status: { label: 'Status', kind: 'text', writable: true },
    assigneeId: { label: 'Assignee', kind: 'user' },
    dueDate: { label: 'Due date', kind: 'date', writable: true },
    completed: { label: 'Completed', kind: 'boolean' },
  },
  appointment: {
    title: { label: 'Title', kind: 'text', writable: true },
    type: { label: 'Type', kind: 'enum', options: appointmentTypes, writable: true },
    status: { label: 'Status', kind: 'enum', options: appointmentStatuses, writable: true },
    startsAt: { label: 'Starts', kind: 'date' },
    location: { label: 'Location', kind: 'text', writable: true },
    description: { label: 'Description', kind: 'text', writable: true },
    ownerId: { label: 'Owner', kind: 'user' },
  },
};

/** The field that says who owns a record: what "assign owner" writes. */
export const ownerField: Record<AutomationObject, string> = {
  contact: 'ownerId',
  deal: 'ownerId',
  task: 'assigneeId',
  appointment: 'ownerId',
};
