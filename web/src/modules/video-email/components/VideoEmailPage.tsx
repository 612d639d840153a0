import { useState } from 'react';
import { Page } from '../../../ui/Page';
import { VideoLibrary } from './VideoLibrary';
import { VideoRecorder } from './VideoRecorder';

/**
 * /voice-profiles, /video-email and /video-email-basic in the shell: record a short video, keep it in
 * your library, send it to a contact by email and see who watched it.
 */
export function VideoEmailPage() {
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <Page
      title="Video Email"
      subtitle="Record your camera or screen, send it to a contact, and see on their timeline when they watch it."
    >
      <div className="video-email">
        <VideoRecorder onSaved={setSaved} />
        {saved && <p role="status">“{saved}” is in your videos. Send it to a contact below.</p>}
        <h2 className="video-email__heading">My videos</h2>
        <VideoLibrary />
      </div>
    </Page>
  );
}
