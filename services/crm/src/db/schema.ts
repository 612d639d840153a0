import type { MemberTables } from '../members/member.table';
import type { VisibilityTables } from '../visibility/visibility.table';
import type { CompanyTables } from '../companies/company.table';
import type { ContactTables } from '../contacts/contact.table';
import type { ImportTables } from '../imports/import.table';
import type { PipelineTables } from '../pipelines/pipeline.table';
import type { DealTables } from '../deals/deal.table';
import type { DealTotalsTables } from '../analytics/deal-totals.table';
import type { TaskTables } from '../tasks/task.table';
import type { AppointmentTables } from '../appointments/appointment.table';
import type { ViewTables } from '../views/view.table';
import type { ActivityTables } from '../activities/activity.table';
import type { DuplicateTables } from '../duplicates/duplicate.table';
import type { DashboardTables } from '../dashboard/dashboard.table';
import type { ExportTables } from '../exports/export.table';

/** The crm schema as kysely sees it: every domain's tables (`<domain>/<name>.table.ts`). */
export interface CrmDb
  extends MemberTables,
    VisibilityTables,
    CompanyTables,
    ContactTables,
    ImportTables,
    PipelineTables,
    DealTables,
    DealTotalsTables,
    TaskTables,
    AppointmentTables,
    ViewTables,
    ActivityTables,
    DuplicateTables,
    DashboardTables,
    ExportTables {}
