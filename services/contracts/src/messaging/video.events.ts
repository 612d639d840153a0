import { z } from 'zod';

/** Video email facts; crm puts views on the timeline of the contact the link was sent to. */
export const videoEvents = {
  /** A recipient's first play of a video link from one browser (a replay there is not another). */
  'messaging.video.viewed': {
    version: 1,
    data: z.object({
      videoId: z.uuid(),
      linkId: z.uuid(),
      title: z.string(),
      recipient: z.string(),
      contactId: z.uuid().nullable(),
      ownerId: z.uuid(),
      /** The views of this link so far, this one included. */
      views: z.number().int(),
      at: z.iso.datetime({ offset: true }),
    }),
  },
} as const;
