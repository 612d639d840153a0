import { ErrorEnvelope, PublicVideo, type SendVideoInput, Video, VideoSent } from '@smartcrm/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiRequest, csrfHeaders } from '../../api/http';
import { tenantHeaders } from '../tenant/utils/tenant-storage';

export const videoKeys = {
  all: ['video-email'] as const,
  mine: ['video-email', 'mine'] as const,
  link: (token: string) => ['video-email', 'link', token] as const,
};

export const myVideosQuery = () =>
  queryOptions({
    queryKey: videoKeys.mine,
    queryFn: async () => z.object({ items: z.array(Video) }).parse(await apiRequest('/api/videos')).items,
  });

export const videoLinkQuery = (token: string) =>
  queryOptions({
    queryKey: videoKeys.link(token),
    queryFn: async () => PublicVideo.parse(await apiRequest(`/api/video-links/${token}`)),
    retry: false,
  });

/** A file to the BFF as multipart (the BFF checks its bytes, not the declared type). */
async function upload(path: string, method: 'POST' | 'PUT', file: Blob, name: string): Promise<Video> {
  const form = new FormData();
  form.append('file', file, name);
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: { Accept: 'application/json', ...tenantHeaders(), ...csrfHeaders() },
    body: form,
  });
  const body = await response.json().catch(() => null);
  if (response.ok) return Video.parse(body);
  const envelope = ErrorEnvelope.safeParse(body);
  const message = envelope.success ? envelope.data.message : `Upload failed (${response.status})`;
  throw new ApiError(message, response.status, envelope.success ? envelope.data.code : null);
}

export async function saveRecording(recording: {
  blob: Blob;
  thumbnail: Blob | null;
  title: string;
  durationMs: number;
}) {
  const query = new URLSearchParams({ title: recording.title, durationMs: String(Math.round(recording.durationMs)) });
  const extension = recording.blob.type.includes('mp4') ? 'mp4' : 'webm';
  const video = await upload(`/api/videos?${query}`, 'POST', recording.blob, `recording.${extension}`);
  // A recording without its picture is still a video: the email then carries a plain link.
  if (!recording.thumbnail) return video;
  return upload(`/api/videos/${video.id}/thumbnail`, 'PUT', recording.thumbnail, 'thumbnail.jpg').catch(() => video);
}

export const deleteVideo = (id: string) => apiRequest(`/api/videos/${id}`, { method: 'DELETE' });

export const sendVideo = async (id: string, input: SendVideoInput) =>
  VideoSent.parse(await apiRequest(`/api/videos/${id}/send`, { method: 'POST', body: input }));

export const countView = (token: string, viewer: string) =>
  apiRequest(`/api/video-links/${token}/views`, { method: 'POST', body: { viewer } });
