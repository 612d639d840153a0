import { Check, Clock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useSession } from '../../auth/hooks/useSession';
import { ComingSoonPage } from '../../placeholders/components/ComingSoonPage';
import { comingSoonAreas } from '../../placeholders/content/coming-soon-areas';
import { usePageMeta } from '../hooks/usePageMeta';
import { PageHero } from './PageHero';

const videoEmail = comingSoonAreas.find((area) => area.paths.includes('video-email'))!;
const description =
  'Voice profiles and video email are coming to SmartCRM: record once, then send personal video messages that sound and look like you.';

/**
 * /voice-profiles is public (spec 000 §2) and, in the shell, where Video Email lives. Neither
 * exists yet, so visitors and members both get an honest account of what is coming.
 */
export function VoiceProfilesPage() {
  const { user } = useSession();
  usePageMeta({ title: 'Voice Profiles', description, path: '/voice-profiles' });
  if (user) return <ComingSoonPage area={videoEmail} />;
  return (
    <>
      <PageHero eyebrow="Voice Profiles" title="Your voice, on every follow-up" lead={description}>
        <p className="eyebrow">
          <Clock aria-hidden size={16} /> Coming soon
        </p>
      </PageHero>
      <section className="site-section">
        <div className="site-container site-container--narrow prose">
          <h2>What it will do</h2>
          <ul className="check-list">
            {videoEmail.plans.map((plan) => (
              <li key={plan}>
                <Check aria-hidden size={18} className="check-list__icon" /> {plan}
              </li>
            ))}
          </ul>
          <p>
            Until then, SmartCRM already calls contacts by video and audio from the browser, with recording and AI
            transcription. <Link to="/features/communications">See communications</Link>.
          </p>
        </div>
      </section>
    </>
  );
}
