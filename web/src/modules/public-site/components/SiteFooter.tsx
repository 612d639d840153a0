import { Link } from 'react-router-dom';
import { Wordmark } from '../../navigation/components/Wordmark';
import { footerColumns, socialLinks } from '../content/site-links';
import { NewsletterSignup } from '../../public-forms/components/NewsletterSignup';
import { SocialIcon } from './SocialIcon';

/** The public footer (spec 001 §2.12): every site link, five social networks and Stay Updated. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <Wordmark />
          <p className="site-footer__tagline">
            The AI-powered sales CRM: contacts, pipeline, calls and 32 AI tools in one workspace.
          </p>
          <ul className="site-footer__social" aria-label="Social networks">
            {socialLinks.map((link) => (
              <li key={link.network}>
                <a
                  href={link.href}
                  className="icon-button"
                  aria-label={link.label}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <SocialIcon network={link.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={column.title} className="site-footer__column">
            <h2 className="site-footer__heading">{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="site-footer__newsletter">
          <h2 className="site-footer__heading">Stay Updated</h2>
          <p className="site-footer__note">Product news and sales tips, about once a month.</p>
          <NewsletterSignup />
        </div>
      </div>
      <p className="site-footer__legal" suppressHydrationWarning>
        © {new Date().getFullYear()} SmartCRM. All rights reserved.
      </p>
    </footer>
  );
}
