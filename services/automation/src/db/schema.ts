import type { RunTables } from '../engine/run.table';
import type { WorkflowTables } from '../workflows/workflow.table';

/** The automation schema as kysely sees it: every domain's tables. */
export interface AutomationDb extends WorkflowTables, RunTables {}
