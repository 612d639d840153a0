import type { Video } from '@smartcrm/contracts';
import type { VideoRow } from './video.repository';

export const toVideo = (row: VideoRow): Video => ({
  id: row.id,
  title: row.title,
  durationMs: row.duration_ms,
  size: Number(row.size),
  contentType: row.content_type,
  hasThumbnail: row.thumbnail_object !== null,
  sends: row.sends,
  views: row.views,
  lastViewedAt: row.last_viewed_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
});

/** Where a video's bytes are, for the BFF to stream or delete. */
export const objectsOf = (row: Pick<VideoRow, 'content_type' | 'object_name' | 'thumbnail_object'>) => ({
  contentType: row.content_type,
  objectName: row.object_name,
  thumbnailObject: row.thumbnail_object,
});
