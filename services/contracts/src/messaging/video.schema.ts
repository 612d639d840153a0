import { z } from 'zod';
import { OutboundMessage, Recipient } from './message.schema';

/** A length as a clock: 95 000 ms → "1:35". */
export const videoClock = (ms: number) => {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** Longest recording the recorder makes and the service keeps: ten minutes. */
export const videoMaxDurationMs = 10 * 60_000;
/** Formats browsers record (MediaRecorder: WebM in Chromium and Firefox, MP4 in Safari). */
export const VideoContentType = z.enum(['video/webm', 'video/mp4']);
export type VideoContentType = z.infer<typeof VideoContentType>;
export const ThumbnailContentType = z.enum(['image/jpeg', 'image/png']);

/** The secret in a video link: 24 random bytes, base64url (32 characters; any such link id is taken, as for quotes). */
export const VideoToken = z.string().regex(/^[A-Za-z0-9_-]{32,64}$/, 'is not a video link');

/** A recorded video in its owner's library. */
export const Video = z.object({
  id: z.uuid(),
  title: z.string(),
  durationMs: z.number().int(),
  size: z.number().int(),
  contentType: VideoContentType,
  hasThumbnail: z.boolean(),
  /** Sends of it by email, and the views of those links (a viewer counts once a link). */
  sends: z.number().int(),
  views: z.number().int(),
  lastViewedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Video = z.infer<typeof Video>;

const title = z.string().trim().min(1, 'give the video a title').max(200);

/** What the BFF hands over once it stored an upload in the videos bucket. */
export const CreateVideoRequest = z.object({
  objectName: z.string().min(1).max(200),
  size: z.number().int().min(1),
  contentType: VideoContentType,
  title,
  durationMs: z.number().int().min(1).max(videoMaxDurationMs),
});

/** Upload query of POST /api/videos: the file is the body's multipart field "file". */
export const VideoUploadQuery = z.object({
  title,
  durationMs: z.coerce.number().int().min(1).max(videoMaxDurationMs),
});

/** A video sent by email: a link of its own per recipient, so their views are theirs. */
export const SendVideoInput = z.object({
  intentId: z.uuid(),
  to: Recipient,
  /** The contact whose timeline the send and its views go on (besides one matching the address). */
  contactId: z.uuid().optional(),
  subject: z.string().trim().min(1, 'needs a subject').max(300),
  message: z.string().max(5000).default(''),
  mailboxId: z.uuid().optional(),
});
export type SendVideoInput = z.input<typeof SendVideoInput>;

export const VideoSent = z.object({ message: OutboundMessage, link: z.url() });

/** The hosted page's view of a video link: no ids, nothing of the workspace but the sender's name. */
export const PublicVideo = z.object({
  title: z.string(),
  durationMs: z.number().int(),
  contentType: VideoContentType,
  senderName: z.string().nullable(),
  hasThumbnail: z.boolean(),
});
export type PublicVideo = z.infer<typeof PublicVideo>;

/** A view from the hosted page: `viewer` is the page's own random key, so a replay counts once. */
export const VideoViewInput = z.object({ viewer: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'must be a viewer key') });
