import { Circle, MessageSquare, Mic, MonitorUp, PhoneOff, Video } from 'lucide-react';

/** A still of a call as the product shows it; the controls are illustration only. */
export function VideoCallDemo() {
  return (
    <section className="site-section" aria-labelledby="calls-title">
      <div className="site-container split">
        <div>
          <p className="eyebrow">Calling</p>
          <h2 id="calls-title" className="section-title">
            Video calls with recording and AI transcription
          </h2>
          <p className="section-lead">
            Call any contact from their card. Share your screen, chat, record, and get a transcript and summary on the
            contact’s timeline when you hang up.
          </p>
          <ul className="check-list">
            <li>No plug-in or download: it runs in the browser</li>
            <li>Group calls with several contacts</li>
            <li>Connection quality measured while you talk</li>
          </ul>
        </div>
        <figure className="call-demo">
          <div className="call-demo__stage">
            <span className="demo-badge call-demo__badge">Demo call</span>
            <span className="call-demo__avatar" aria-hidden>
              DW
            </span>
            <p className="call-demo__name">Dana Whitfield</p>
            <p className="call-demo__status">
              <Circle aria-hidden size={8} className="call-demo__rec" /> Connected · 12:48 · Recording
            </p>
            <span className="call-demo__self" aria-hidden />
          </div>
          <div className="call-demo__controls" aria-hidden>
            <span>
              <Mic size={18} />
            </span>
            <span>
              <Video size={18} />
            </span>
            <span>
              <MonitorUp size={18} />
            </span>
            <span>
              <MessageSquare size={18} />
            </span>
            <span className="call-demo__end">
              <PhoneOff size={18} />
            </span>
          </div>
          <figcaption className="visually-hidden">
            An illustration of a SmartCRM video call with Dana Whitfield, connected and recording.
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
