import type { Migration } from 'kysely';
import * as m0001 from './0001_members';
import * as m0002 from './0002_contacts_companies';
import * as m0003 from './0003_pipelines_deals';
import * as m0004 from './0004_contact_imports';
import * as m0005 from './0005_record_visibility';
import * as m0006 from './0006_leakproof_search_operators';
import * as m0007 from './0007_tasks_appointments';
import * as m0008 from './0008_activities';
import * as m0009 from './0009_contact_duplicates';
import * as m0010 from './0010_multiple_pipelines';
import * as m0011 from './0011_deal_imports';
import * as m0012 from './0012_saved_views';
import * as m0014 from './0014_search_indexes';
import * as m0015 from './0015_dashboard';
import * as m0016 from './0016_deal_stage_totals';
import * as m0017 from './0017_leakproof_lower_concat';
import * as m0018 from './0018_search_text_columns';
import * as m0019 from './0019_data_exports';
import * as m0020 from './0020_lead_score_at';
import * as m0022 from './0022_contact_owner_totals';
import * as m0023 from './0023_deal_totals_on_delete';
import * as m0024 from './0024_deal_day_totals';
import * as m0025 from './0025_deal_contact_totals';
import * as m0026 from './0026_analytics_list_indexes';
import * as m0030 from './0030_contacts_import_order';
import * as m0031 from './0031_contact_lead_scores';
import * as m0032 from './0032_task_sort_columns';
import * as m0033 from './0033_deal_stage_paths';
import * as m0034 from './0034_contact_outcome_totals';
import * as m0040 from './0040_contact_nullable_sort_indexes';
import * as m0041 from './0041_contact_search_statistics';
import * as m0042 from './0042_lead_scores_in_contact_order';
import * as m0043 from './0043_import_lines_done';
import * as m0044 from './0044_lead_score_filters';
import * as m0045 from './0045_pending_deal_totals';
import * as m0047 from './0047_contact_search_in_created_index';
import * as m0048 from './0048_import_fidelity';

export const migrations: Record<string, Migration> = {
  '0001_members': m0001,
  '0002_contacts_companies': m0002,
  '0003_pipelines_deals': m0003,
  '0004_contact_imports': m0004,
  '0005_record_visibility': m0005,
  '0006_leakproof_search_operators': m0006,
  '0007_tasks_appointments': m0007,
  '0008_activities': m0008,
  '0009_contact_duplicates': m0009,
  '0010_multiple_pipelines': m0010,
  '0011_deal_imports': m0011,
  '0012_saved_views': m0012,
  '0014_search_indexes': m0014,
  '0015_dashboard': m0015,
  '0016_deal_stage_totals': m0016,
  '0017_leakproof_lower_concat': m0017,
  '0018_search_text_columns': m0018,
  '0019_data_exports': m0019,
  '0020_lead_score_at': m0020,
  '0022_contact_owner_totals': m0022,
  '0023_deal_totals_on_delete': m0023,
  '0024_deal_day_totals': m0024,
  '0025_deal_contact_totals': m0025,
  '0026_analytics_list_indexes': m0026,
  '0030_contacts_import_order': m0030,
  '0031_contact_lead_scores': m0031,
  '0032_task_sort_columns': m0032,
  '0033_deal_stage_paths': m0033,
  '0034_contact_outcome_totals': m0034,
  '0040_contact_nullable_sort_indexes': m0040,
  '0041_contact_search_statistics': m0041,
  '0042_lead_scores_in_contact_order': m0042,
  '0043_import_lines_done': m0043,
  '0044_lead_score_filters': m0044,
  '0045_pending_deal_totals': m0045,
  '0047_contact_search_in_created_index': m0047,
  '0048_import_fidelity': m0048,
};
