import { videoClock } from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useParams } from 'react-router-dom';
import { Spinner } from '../../../ui/Spinner';
import { Wordmark } from '../../navigation/components/Wordmark';
import { useTenant } from '../../tenant/hooks/useTenant';
import { countView, videoLinkQuery } from '../queries';
import '../video-email.css';

/** This browser's key for a link: a replay here counts as the same view. */
function viewerKey(token: string): string {
  const name = `smartcrm-video-viewer:${token}`;
  const known = localStorage.getItem(name);
  if (known) return known;
  const key = crypto.randomUUID();
  localStorage.setItem(name, key);
  return key;
}

/** /v/:token: the recipient's page, on the workspace's brand, without sign-in; the first play counts a view. */
export function PublicVideoPage() {
  const { token = '' } = useParams();
  const video = useQuery(videoLinkQuery(token));
  const counted = useRef(false);
  const branding = useTenant().tenant?.branding;
  if (video.isPending) return <Spinner label="Loading the video" />;
  if (video.isError)
    return (
      <main className="video-public">
        <p role="alert">This video link is not valid, or its video was deleted.</p>
      </main>
    );
  const v = video.data;
  return (
    <main className="video-public">
      <header className="video-public__header">
        <Wordmark />
      </header>
      <h1 className="video-public__title">{v.title}</h1>
      <p className="field__hint">
        {v.senderName ? `From ${v.senderName} · ` : ''}
        {videoClock(v.durationMs)}
      </p>
      {/* biome-ignore lint/a11y/useMediaCaption: a personal recording; its sender has no captions to give */}
      <video
        className="video-public__player"
        src={`/api/video-links/${token}/stream`}
        poster={v.hasThumbnail ? `/api/video-links/${token}/thumbnail` : undefined}
        controls
        playsInline
        onPlay={() => {
          if (counted.current) return;
          counted.current = true;
          void countView(token, viewerKey(token)).catch(() => undefined);
        }}
      />
      {branding?.supportEmail && (
        <p className="video-public__reply">
          Questions? <a href={`mailto:${branding.supportEmail}`}>Reply to {branding.companyName}</a>
        </p>
      )}
    </main>
  );
}
