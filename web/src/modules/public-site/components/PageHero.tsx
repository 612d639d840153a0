import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { SiteLink } from '../content/feature-page';

interface PageHeroProps {
  eyebrow: string;
  title: string;
  lead: string;
  icon?: LucideIcon;
  parent?: SiteLink;
  children?: ReactNode;
}

/** The top of an inner public page: breadcrumb, eyebrow, the page's one h1 and its lead. */
export function PageHero({ eyebrow, title, lead, icon: Icon, parent, children }: PageHeroProps) {
  return (
    <section className="page-hero">
      <div className="site-container page-hero__inner">
        {parent && (
          <nav aria-label="Breadcrumb" className="page-hero__crumbs">
            <Link to="/features">Features</Link> <span aria-hidden>/</span> <Link to={parent.to}>{parent.label}</Link>
          </nav>
        )}
        <p className="eyebrow">
          {Icon && <Icon aria-hidden size={16} />} {eyebrow}
        </p>
        <h1 className="page-hero__title">{title}</h1>
        <p className="page-hero__lead">{lead}</p>
        {children}
      </div>
    </section>
  );
}
