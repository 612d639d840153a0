import { type Kysely, sql } from 'kysely';

/**
 * Reasons kept as tuples (`[part, label, impact, kind, field, id, value, at]`, see stored-reasons),
 * and room on every page of contact_scores: a bulk run rewrites each score, and with half of a
 * page free the new version stays on its page (a HOT update: no index entry, half the WAL). The
 * column's rewrite moves every row to pages filled that way.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION pg_temp.pack_reasons(reasons json) RETURNS json LANGUAGE sql IMMUTABLE AS $$
      SELECT coalesce(json_agg(json_build_array(r->>'part', r->>'label', (r->>'impact')::int, e->>'kind',
        e->>'field', e->>'id', e->>'value', e->>'at') ORDER BY n), '[]')
      FROM json_array_elements(reasons) WITH ORDINALITY AS x (r, n), json_extract_path(r, 'evidence') AS e
    $$;
    ALTER TABLE contact_scores SET (fillfactor = 50);
    ALTER TABLE contact_scores ALTER COLUMN reasons TYPE json USING pg_temp.pack_reasons(reasons);
    DROP FUNCTION pg_temp.pack_reasons(json);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION pg_temp.unpack_reasons(reasons json) RETURNS json LANGUAGE sql IMMUTABLE AS $$
      SELECT coalesce(json_agg(json_build_object('part', r->>0, 'label', r->>1, 'impact', (r->>2)::int,
        'evidence', json_strip_nulls(json_build_object('kind', r->>3, 'field', r->>4, 'id', r->>5,
        'value', r->>6, 'at', r->>7))) ORDER BY n), '[]')
      FROM json_array_elements(reasons) WITH ORDINALITY AS x (r, n)
    $$;
    ALTER TABLE contact_scores RESET (fillfactor);
    ALTER TABLE contact_scores ALTER COLUMN reasons TYPE json USING pg_temp.unpack_reasons(reasons);
    DROP FUNCTION pg_temp.unpack_reasons(json);
  `.execute(db);
}
