import { Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useSession } from '../../auth/hooks/useSession';
import { VideoEmailPage } from '../../video-email/components/VideoEmailPage';
import { usePageMeta } from '../hooks/usePageMeta';
import { PageHero } from './PageHero';

const description =
  'Record a short video of yourself or your screen in the browser and send it by email: your prospect sees and hears you, and you see when they watch.';

const what = [
  'Record your camera or your screen, with your voice, in the browser: nothing to install',
  'Send it from your own mailbox with a thumbnail that opens a page on your brand',
  'A link of its own for each recipient, so you know who watched and when',
  'Every view lands on the contact’s timeline, while the follow-up is still warm',
];

/**
 * /voice-profiles is public (spec 000 §2) and, in the shell, where Video Email lives: visitors
 * read what it does, members record and send.
 */
export function VoiceProfilesPage() {
  const { user } = useSession();
  usePageMeta({ title: 'Voice Profiles', description, path: '/voice-profiles' });
  if (user) return <VideoEmailPage />;
  return (
    <>
      <PageHero eyebrow="Video email" title="Your face and voice, on every follow-up" lead={description}>
        <Link to="/signup" className="button button--primary button--lg">
          Start free
        </Link>
      </PageHero>
      <section className="site-section">
        <div className="site-container site-container--narrow prose">
          <h2>What it does</h2>
          <ul className="check-list">
            {what.map((line) => (
              <li key={line}>
                <Check aria-hidden size={18} className="check-list__icon" /> {line}
              </li>
            ))}
          </ul>
          <p>
            See which plans include it on the <Link to="/pricing">pricing page</Link>. SmartCRM also calls contacts by
            video and audio from the browser: <Link to="/features/communications">see communications</Link>.
          </p>
        </div>
      </section>
    </>
  );
}
