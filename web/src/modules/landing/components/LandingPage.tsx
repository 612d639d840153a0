import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Wordmark } from '../../navigation/components/Wordmark';
import { ThemeToggle } from '../../theme/components/ThemeToggle';

/** The visitor's front page; the full marketing site is a later capability. */
export function LandingPage() {
  return (
    <div className="landing">
      <header className="landing__header">
        <Wordmark />
        <nav aria-label="Account" className="landing__nav">
          <ThemeToggle />
          <Link to="/signin" className="button button--ghost">
            Sign in
          </Link>
          <Link to="/signup" className="button button--primary">
            Sign up
          </Link>
        </nav>
      </header>
      <main className="landing__hero">
        <h1 className="landing__title">The AI-powered sales CRM</h1>
        <p className="landing__text">
          Contacts, a deal pipeline, tasks, a calendar and AI tools for sales teams, in a workspace branded as your own.
        </p>
        <div className="landing__actions">
          <Link to="/signup" className="button button--primary button--lg">
            Create your workspace <ArrowRight aria-hidden size={18} />
          </Link>
          <Link to="/signin" className="button button--secondary button--lg">
            Sign in to your workspace
          </Link>
        </div>
      </main>
    </div>
  );
}
