import type { RpcName } from '@smartcrm/contracts';
import type { RpcHandlers } from '@smartcrm/kit';
import type { VideoService } from './video.service';

export type VideoMethod = Extract<RpcName, `messaging.videos.${string}`>;

/** Maps each video email method to the service that answers it. */
export function videoHandlers(videos: VideoService): Pick<RpcHandlers<'messaging'>, VideoMethod> {
  return {
    'messaging.videos.create': (request, ctx) => videos.create(request, ctx),
    'messaging.videos.list': (_request, ctx) => videos.list(ctx),
    'messaging.videos.file': (request, ctx) => videos.file(request.id, ctx),
    'messaging.videos.set_thumbnail': (request, ctx) => videos.setThumbnail(request, ctx),
    'messaging.videos.delete': (request, ctx) => videos.remove(request.id, ctx),
    'messaging.videos.send': (request, ctx) => videos.send(request, ctx),
    'messaging.videos.public': (request, ctx) => videos.publicGet(request.token, ctx),
    'messaging.videos.view': (request, ctx) => videos.view(request.token, request.viewer, ctx),
  };
}
