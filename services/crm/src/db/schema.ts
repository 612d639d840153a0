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
import type { BookingTables } from '../booking/booking.table';
import type { CalendarSyncTables } from '../calendar-sync/calendar-sync.table';
import type { ViewTables } from '../views/view.table';
import type { ActivityTables } from '../activities/activity.table';
import type { ConversationTables } from '../conversations/conversation.table';
import type { DuplicateTables } from '../duplicates/duplicate.table';
import type { DashboardTables } from '../dashboard/dashboard.table';
import type { ExportTables } from '../exports/export.table';
import type { CommerceTables } from '../products/commerce.table';
import type { CommissionTables } from '../commissions/commission.table';
import type { FormTables } from '../forms/form.table';
import type { ReportTables } from '../reports/report.table';

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
    BookingTables,
    CalendarSyncTables,
    ViewTables,
    ActivityTables,
    ConversationTables,
    DuplicateTables,
    DashboardTables,
    ExportTables,
    CommerceTables,
    CommissionTables,
    FormTables,
    ReportTables {}
