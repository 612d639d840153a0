import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import type { MessagingDb } from '../db/schema';
import type { VideoLinksTable, VideosTable } from './video.tables';

type Db = Kysely<MessagingDb>;
export type VideoRow = Selectable<VideosTable> & { sends: number; views: number; last_viewed_at: Date | null };

/** A video with the figures of its links: sends (links whose mail is in the outbox), views, the latest view. */
const withFigures = (db: Db) =>
  db
    .selectFrom('videos as v')
    .selectAll('v')
    .select([
      sql<number>`(SELECT count(*)::int FROM video_links l
        JOIN outbound_messages o ON o.tenant_id = l.tenant_id AND o.intent_id = l.intent_id
        WHERE l.tenant_id = v.tenant_id AND l.video_id = v.id)`.as('sends'),
      sql<number>`(SELECT coalesce(sum(l.views), 0)::int FROM video_links l WHERE l.tenant_id = v.tenant_id AND l.video_id = v.id)`.as(
        'views',
      ),
      sql<Date | null>`(SELECT max(l.last_viewed_at) FROM video_links l WHERE l.tenant_id = v.tenant_id AND l.video_id = v.id)`.as(
        'last_viewed_at',
      ),
    ]);

export const insertVideo = (db: Db, values: Insertable<VideosTable>) =>
  db.insertInto('videos').values(values).returning('id').executeTakeFirstOrThrow();

export const findVideo = (db: Db, id: string): Promise<VideoRow | undefined> =>
  withFigures(db).where('v.id', '=', id).executeTakeFirst();

export const ownVideos = (db: Db, ownerId: string): Promise<VideoRow[]> =>
  withFigures(db).where('v.owner_id', '=', ownerId).orderBy('v.created_at', 'desc').limit(200).execute();

export const setThumbnail = (db: Db, id: string, objectName: string) =>
  db.updateTable('videos').set({ thumbnail_object: objectName }).where('id', '=', id).execute();

export const deleteVideo = (db: Db, id: string) => db.deleteFrom('videos').where('id', '=', id).execute();

/** The link a send made under `intentId`, new or as it was made before. */
export async function linkForIntent(db: Db, values: Insertable<VideoLinksTable>) {
  const inserted = await db
    .insertInto('video_links')
    .values(values)
    .onConflict((oc) => oc.columns(['tenant_id', 'intent_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  return (
    inserted ??
    db.selectFrom('video_links').selectAll().where('intent_id', '=', values.intent_id).executeTakeFirstOrThrow()
  );
}

export const findLink = (db: Db, token: string) =>
  db
    .selectFrom('video_links as l')
    .innerJoin('videos as v', (join) => join.onRef('v.tenant_id', '=', 'l.tenant_id').onRef('v.id', '=', 'l.video_id'))
    .select([
      'l.id as link_id',
      'l.recipient',
      'l.contact_id',
      'l.sender_name',
      'v.id as video_id',
      'v.owner_id',
      'v.title',
      'v.duration_ms',
      'v.content_type',
      'v.object_name',
      'v.thumbnail_object',
    ])
    .where('l.token', '=', token)
    .executeTakeFirst();

/** Counts `viewer`'s first view of the link; null when they viewed it before. */
export async function countView(db: Db, tenantId: string, linkId: string, viewer: string) {
  const { rows } = await sql<{ views: number }>`
    WITH first AS (
      INSERT INTO video_views (tenant_id, link_id, viewer) VALUES (${tenantId}, ${linkId}, ${viewer})
      ON CONFLICT DO NOTHING RETURNING link_id
    )
    UPDATE video_links SET views = views + 1, last_viewed_at = now()
    WHERE tenant_id = ${tenantId} AND id = (SELECT link_id FROM first)
    RETURNING views`.execute(db);
  return rows[0]?.views ?? null;
}
