import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Wordmark } from '../../navigation/components/Wordmark';
import { useScrollToHash } from '../../public-site/hooks/useScrollToHash';

interface AuthLayoutProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}

export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  // Opened from a link far down the landing page (/register from pricing), the form starts at the top.
  useScrollToHash();
  return (
    <main className="auth-layout">
      <Link to="/" className="auth-layout__brand" aria-label="Home">
        <Wordmark />
      </Link>
      <div className="auth-card">
        <h1 className="auth-card__title">{title}</h1>
        <p className="auth-card__subtitle">{subtitle}</p>
        {children}
      </div>
      <p className="auth-layout__footer">{footer}</p>
    </main>
  );
}
