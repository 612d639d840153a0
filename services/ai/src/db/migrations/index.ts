import type { Migration } from 'kysely';
import * as m0001 from './0001_model_calls';
import * as m0002 from './0002_contact_analyses';
import * as m0003 from './0003_jobs';
import * as m0010 from './0010_tool_runs';
import * as m0011 from './0011_assistant_threads';
import * as m0012 from './0012_goals';
import * as m0013 from './0013_preferences';
import * as m0014 from './0014_score_insights';
import * as m0015 from './0015_score_reasons_json';
import * as m0016 from './0016_contact_scores_room_for_updates';
import * as m0017 from './0017_bulk_counts_per_batch';

export const migrations: Record<string, Migration> = {
  '0001_model_calls': m0001,
  '0002_contact_analyses': m0002,
  '0003_jobs': m0003,
  '0010_tool_runs': m0010,
  '0011_assistant_threads': m0011,
  '0012_goals': m0012,
  '0013_preferences': m0013,
  '0014_score_insights': m0014,
  '0015_score_reasons_json': m0015,
  '0016_contact_scores_room_for_updates': m0016,
  '0017_bulk_counts_per_batch': m0017,
};
