import type { ReactNode } from 'react';

interface PageProps {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  children?: ReactNode;
}

/** A content page: heading, optional subtitle and actions, then the body. */
export function Page({ title, subtitle, actions, children }: PageProps) {
  return (
    <section className="page" aria-labelledby="page-title">
      <header className="page__header">
        <div>
          <h1 id="page-title" className="page__title">
            {title}
          </h1>
          {subtitle && <p className="page__subtitle">{subtitle}</p>}
        </div>
        {actions && <div className="page__actions">{actions}</div>}
      </header>
      <div className="page__body">{children}</div>
    </section>
  );
}
