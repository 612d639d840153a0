import { type Video, videoClock } from '@smartcrm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDistanceToNow } from 'date-fns';
import { Film, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { Spinner } from '../../../ui/Spinner';
import { deleteVideo, myVideosQuery, videoKeys } from '../queries';
import { SendVideoDialog } from './SendVideoDialog';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The user's recordings: each one's picture, length, sends and views, and sending or deleting it. */
export function VideoLibrary() {
  const videos = useQuery(myVideosQuery());
  const queryClient = useQueryClient();
  const [sending, setSending] = useState<Video | null>(null);
  const [deleting, setDeleting] = useState<Video | null>(null);
  const remove = useMutation({
    mutationFn: (video: Video) => deleteVideo(video.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videoKeys.all }),
  });

  if (videos.isPending) return <Spinner label="Loading your videos" />;
  if (videos.isError) return <p role="alert">Could not load your videos. {videos.error.message}</p>;
  if (!videos.data.length)
    return (
      <EmptyState icon={Film} title="No videos yet">
        Record a short video above: a hello to a new lead, a walk through a proposal, an answer to a question.
      </EmptyState>
    );
  return (
    <>
      <ul className="video-library" aria-label="My videos">
        {videos.data.map((video) => (
          <li key={video.id} className="card video-card">
            <div className="video-card__picture">
              {video.hasThumbnail ? (
                <img src={`/api/videos/${video.id}/thumbnail`} alt="" loading="lazy" />
              ) : (
                <Film aria-hidden size={32} />
              )}
              <span className="video-card__length">{videoClock(video.durationMs)}</span>
            </div>
            <div className="video-card__body">
              <h3 className="video-card__title">{video.title}</h3>
              <p className="field__hint">
                {plural(video.sends, 'send')} · {plural(video.views, 'view')}
                {video.lastViewedAt && ` · last watched ${formatDistanceToNow(new Date(video.lastViewedAt))} ago`}
              </p>
              <div className="video-card__actions">
                <Button size="sm" variant="primary" onClick={() => setSending(video)}>
                  <Send aria-hidden size={14} /> Send
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Delete ${video.title}`}
                  onClick={() => setDeleting(video)}
                >
                  <Trash2 aria-hidden size={14} />
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      {sending && <SendVideoDialog video={sending} onClose={() => setSending(null)} />}
      {deleting && (
        <ConfirmDialog
          open
          title={`Delete “${deleting.title}”?`}
          description="Links already sent will no longer play."
          confirmLabel="Delete"
          danger
          onConfirm={() => {
            remove.mutate(deleting);
            setDeleting(null);
          }}
          onOpenChange={(open) => !open && setDeleting(null)}
        />
      )}
    </>
  );
}
