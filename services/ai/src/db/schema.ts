import type { ModelCallTables } from '../usage/model-call.table';
import type { ProviderSettingsTables } from '../providers/provider-settings.table';
import type { PreferencesTables } from '../preferences/preferences.table';
import type { ScoreTables } from '../scoring/score.table';
import type { AnalysisTables } from '../analysis/analysis.table';
import type { BulkTables } from '../bulk/bulk.table';
import type { JobTables } from '../jobs/job.table';
import type { ToolTables } from '../tools/tool.table';
import type { AssistantTables } from '../assistants/assistant.table';
import type { GoalTables } from '../goals/goal.table';

/** The ai schema as kysely sees it: every domain's tables (`<domain>/<name>.table.ts`). */
export interface AiDb
  extends ModelCallTables,
    ProviderSettingsTables,
    PreferencesTables,
    ScoreTables,
    AnalysisTables,
    BulkTables,
    JobTables,
    ToolTables,
    AssistantTables,
    GoalTables {}
