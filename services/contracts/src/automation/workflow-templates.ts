import type { WorkflowDefinition } from './workflow.schema';

/** Which automation page lists a template first: /lead-automation, /task-automation, or deals. */
export type TemplateArea = 'lead' | 'deal' | 'task';

export interface WorkflowTemplate {
  key: string;
  name: string;
  description: string;
  areas: readonly TemplateArea[];
  /** Users (round robin, notified) are the workspace's to choose: activation names what is missing. */
  definition: WorkflowDefinition;
  /** The builder points a stage trigger at the workspace's stage of this name. */
  stageName?: string;
}

export const workflowTemplates: readonly WorkflowTemplate[] = [
  {
    key: 'new-lead-round-robin',
    name: 'New lead: assign in turn and plan an intro call',
    description:
      'A new contact with status lead goes to the next of your sales team, who gets an intro call task for today.',
    areas: ['lead', 'task'],
    definition: {
      trigger: { type: 'record_created', object: 'contact' },
      steps: [
        {
          id: 'is-lead',
          type: 'condition',
          condition: {
            match: 'all',
            groups: [{ match: 'all', rules: [{ field: 'status', operator: 'equals', value: 'lead' }] }],
          },
          yes: [
            { id: 'assign', type: 'assign_owner', mode: 'round_robin', userIds: [] },
            {
              id: 'intro-task',
              type: 'create_task',
              title: 'Intro call',
              taskType: 'call',
              priority: 'high',
              dueInDays: 0,
              assignTo: 'record_owner',
            },
          ],
          no: [],
        },
      ],
    },
  },
  {
    key: 'deal-proposal-follow-up',
    name: 'Deal reaches Proposal: follow up in 3 days',
    description: 'When a deal moves to the Proposal stage, its owner gets a follow-up task due three days later.',
    areas: ['deal', 'task'],
    stageName: 'Proposal',
    definition: {
      trigger: { type: 'deal_stage_changed' },
      steps: [
        {
          id: 'follow-up',
          type: 'create_task',
          title: 'Follow up on the proposal',
          taskType: 'follow_up',
          priority: 'medium',
          dueInDays: 3,
          assignTo: 'record_owner',
        },
      ],
    },
  },
  {
    key: 'deal-won-onboarding',
    name: 'Deal won: tell the team and start onboarding',
    description: 'A won deal notifies its owner and creates the kick-off and onboarding tasks.',
    areas: ['deal', 'task'],
    definition: {
      trigger: { type: 'deal_stage_changed', toStatus: 'won' },
      steps: [
        {
          id: 'notify',
          type: 'notify',
          userIds: [],
          toOwner: true,
          message: 'A deal was won: time to start onboarding.',
        },
        {
          id: 'kick-off',
          type: 'create_task',
          title: 'Schedule the kick-off meeting',
          taskType: 'meeting',
          priority: 'high',
          dueInDays: 2,
          assignTo: 'record_owner',
        },
        {
          id: 'onboarding',
          type: 'create_task',
          title: 'Send the onboarding pack',
          taskType: 'email',
          priority: 'medium',
          dueInDays: 5,
          assignTo: 'record_owner',
        },
      ],
    },
  },
  {
    key: 'hot-lead-notify',
    name: 'Hot lead: tell the owner',
    description: "When a contact's interest turns hot, its owner hears of it in the app.",
    areas: ['lead'],
    definition: {
      trigger: { type: 'record_updated', object: 'contact', field: 'interestLevel', to: 'hot' },
      steps: [
        { id: 'notify', type: 'notify', userIds: [], toOwner: true, message: 'One of your contacts just turned hot.' },
      ],
    },
  },
];
