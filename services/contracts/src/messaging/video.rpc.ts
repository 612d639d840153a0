import { z } from 'zod';
import { Ack } from '../common/ack';
import {
  CreateVideoRequest,
  PublicVideo,
  SendVideoInput,
  ThumbnailContentType,
  Video,
  VideoSent,
  VideoContentType,
  VideoToken,
  VideoViewInput,
} from './video.schema';

const byId = z.object({ id: z.uuid() });
/** Where a video's bytes are in the videos bucket (the BFF streams them). */
const VideoObjects = z.object({
  contentType: VideoContentType,
  objectName: z.string(),
  thumbnailObject: z.string().nullable(),
});

/**
 * Video email: each user's recorded videos (their bytes in the videos object store), sent by email
 * as a link to a hosted page per recipient, whose views are counted and go on the timeline.
 */
export const videoRpcMethods = {
  'messaging.videos.create': { request: CreateVideoRequest, reply: Video },
  'messaging.videos.list': { request: z.object({}), reply: z.object({ items: z.array(Video) }) },
  /** The owner's video and where its bytes are. */
  'messaging.videos.file': { request: byId, reply: VideoObjects },
  'messaging.videos.set_thumbnail': {
    request: byId.extend({ objectName: z.string().min(1).max(200), contentType: ThumbnailContentType }),
    reply: Video,
  },
  /** Removes the video and its links (their pages answer 404); the bytes are the caller's to delete. */
  'messaging.videos.delete': { request: byId, reply: VideoObjects },
  /** Sends the video from the user's mailbox, once per intent; `linkBase` is the address the app was used on. */
  'messaging.videos.send': { request: SendVideoInput.extend({ id: z.uuid(), linkBase: z.url() }), reply: VideoSent },
  'messaging.videos.public': {
    request: z.object({ token: VideoToken }),
    reply: PublicVideo.extend(VideoObjects.shape),
  },
  'messaging.videos.view': { request: VideoViewInput.extend({ token: VideoToken }), reply: Ack },
} as const;
