/**
 * The report builder's field catalogue: for each object a report can be about, the fields it may
 * filter, group, measure and show, with their column. It is the one place that knows columns: the
 * crm service compiles a spec into SQL only from these, so a field not listed here cannot reach SQL.
 *
 * Kinds: `text` is free text (filtered with contains, never grouped: every value is its own group);
 * `category` a short set of values; `reference` an id shown by a name (owner, stage, company…);
 * `number` may be summed and averaged; `date` is bucketed by day … year when grouped.
 */
export const reportObjects = ['contacts', 'companies', 'deals', 'tasks', 'appointments'] as const;
export type ReportObject = (typeof reportObjects)[number];

export type ReportFieldKind = 'text' | 'category' | 'reference' | 'number' | 'date' | 'boolean';
/** What a reference's id names: the label comes from that table in the same statement. */
export type ReferenceTarget = 'member' | 'stage' | 'pipeline' | 'company' | 'contact';

export interface ReportField {
  readonly label: string;
  readonly kind: ReportFieldKind;
  readonly column: string;
  /** A category's values, offered by the builder's filter. */
  readonly options?: readonly string[];
  readonly target?: ReferenceTarget;
  /** `date` columns hold a day; `timestamp` columns an instant, bucketed in the report's time zone. */
  readonly day?: boolean;
}

const text = (label: string, column: string): ReportField => ({ label, kind: 'text', column });
const category = (label: string, column: string, options?: readonly string[]): ReportField =>
  options ? { label, kind: 'category', column, options } : { label, kind: 'category', column };
const reference = (label: string, column: string, target: ReferenceTarget): ReportField => ({
  label,
  kind: 'reference',
  column,
  target,
});
const number = (label: string, column: string): ReportField => ({ label, kind: 'number', column });
const instant = (label: string, column: string): ReportField => ({ label, kind: 'date', column });
const day = (label: string, column: string): ReportField => ({ label, kind: 'date', column, day: true });
const flag = (label: string, column: string): ReportField => ({ label, kind: 'boolean', column });

const owner = reference('Owner', 'owner_id', 'member');
const createdAt = instant('Created', 'created_at');

export const reportFields = {
  contacts: {
    name: text('Name', 'name'),
    email: text('Email', 'email'),
    status: category('Status', 'status', ['lead', 'prospect', 'customer', 'churned']),
    interest: category('Interest', 'interest', ['hot', 'warm', 'medium', 'low', 'cold']),
    source: category('Source', 'source'),
    industry: category('Industry', 'industry'),
    owner,
    company: reference('Company', 'company_id', 'company'),
    favorite: flag('Favourite', 'is_favorite'),
    createdAt,
    lastContactAt: instant('Last contacted', 'last_contact_at'),
  },
  companies: {
    name: text('Name', 'name'),
    domain: text('Domain', 'domain'),
    industry: category('Industry', 'industry'),
    owner,
    createdAt,
  },
  deals: {
    title: text('Title', 'title'),
    value: number('Value', 'value'),
    probability: number('Probability', 'probability'),
    status: category('Status', 'status', ['open', 'won', 'lost']),
    stage: reference('Stage', 'stage_id', 'stage'),
    pipeline: reference('Pipeline', 'pipeline_id', 'pipeline'),
    owner,
    company: reference('Company', 'company_id', 'company'),
    contact: reference('Contact', 'contact_id', 'contact'),
    expectedCloseDate: day('Expected close', 'expected_close_date'),
    closeDate: day('Closed', 'actual_close_date'),
    createdAt,
  },
  tasks: {
    title: text('Title', 'title'),
    type: category('Type', 'type', ['meeting', 'call', 'proposal', 'email', 'follow_up', 'other']),
    priority: category('Priority', 'priority', ['high', 'medium', 'low']),
    completed: flag('Completed', 'completed'),
    owner,
    assignee: reference('Assignee', 'assignee_id', 'member'),
    dueDate: day('Due', 'due_date'),
    completedAt: instant('Completed at', 'completed_at'),
    createdAt,
  },
  appointments: {
    title: text('Title', 'title'),
    type: category('Type', 'type', ['call', 'demo', 'presentation', 'other']),
    status: category('Status', 'status', ['scheduled', 'completed', 'cancelled', 'no_show']),
    owner,
    contact: reference('Contact', 'contact_id', 'contact'),
    startsAt: instant('Starts', 'starts_at'),
    createdAt,
  },
} as const satisfies Record<ReportObject, Record<string, ReportField>>;

/** The field `key` of `object`, or undefined when it has none of that name. */
export const reportField = (object: ReportObject, key: string): ReportField | undefined =>
  Object.hasOwn(reportFields[object], key) ? (reportFields[object] as Record<string, ReportField>)[key] : undefined;

/** Free text is never a group: each value would be a group of its own. */
export const groupable = (field: ReportField) => field.kind !== 'text';
/** Sum, average, min and max are of numbers; distinct counts of anything that groups. */
export const summable = (field: ReportField) => field.kind === 'number';

/** The fields a drill-down lists for each record of a group, after its name. */
export const drillFields = {
  contacts: ['email', 'status', 'owner', 'createdAt'],
  companies: ['domain', 'industry', 'owner', 'createdAt'],
  deals: ['value', 'status', 'stage', 'owner', 'closeDate'],
  tasks: ['type', 'dueDate', 'completed', 'assignee'],
  appointments: ['type', 'status', 'startsAt', 'owner'],
} as const satisfies { [O in ReportObject]: readonly (keyof (typeof reportFields)[O])[] };

/** The field each record is named by in a drill-down. */
export const titleField = {
  contacts: 'name',
  companies: 'name',
  deals: 'title',
  tasks: 'title',
  appointments: 'title',
} as const satisfies { [O in ReportObject]: keyof (typeof reportFields)[O] };
