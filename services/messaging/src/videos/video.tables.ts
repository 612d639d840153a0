import type { ColumnType, Generated } from 'kysely';

/** bigint: node-postgres reads it back as text. */
type BigInt = ColumnType<string, number, number>;

export interface VideosTable {
  tenant_id: string;
  id: Generated<string>;
  owner_id: string;
  title: string;
  object_name: string;
  content_type: 'video/webm' | 'video/mp4';
  size: BigInt;
  duration_ms: number;
  thumbnail_object: string | null;
  created_at: Generated<Date>;
}

export interface VideoLinksTable {
  tenant_id: string;
  id: Generated<string>;
  video_id: string;
  intent_id: string;
  token: string;
  recipient: string;
  contact_id: string | null;
  /** Who the hosted page says sent it: the sending mailbox's display name or address. */
  sender_name: string;
  views: Generated<number>;
  last_viewed_at: Date | null;
  created_at: Generated<Date>;
}

export interface VideoViewsTable {
  tenant_id: string;
  link_id: string;
  viewer: string;
  viewed_at: Generated<Date>;
}

/** The video email tables in the messaging schema; db/schema.ts combines them with the rest. */
export interface VideoTables {
  videos: VideosTable;
  video_links: VideoLinksTable;
  video_views: VideoViewsTable;
}
