import { ChevronDown } from 'lucide-react';
import { useRef } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { featureMenuLinks, headerLinks } from '../content/site-links';
import { useDisclosure } from '../hooks/useDisclosure';

/**
 * The header's links with the Features dropdown (spec 001 §2.12): a disclosure button whose panel
 * closes on an outside click, on Escape and when one of its links is followed. A plain button and
 * list rather than a menu widget: the panel holds links, which Tab walks in order.
 */
export function FeaturesMenu() {
  const item = useRef<HTMLLIElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const { open, setOpen, toggle } = useDisclosure(item, trigger);
  const close = () => setOpen(false);
  return (
    <nav className="site-header__nav" aria-label="Main">
      <ul className="site-header__list">
        <li ref={item} className="site-header__item">
          <button
            ref={trigger}
            type="button"
            className="site-header__link site-header__trigger"
            aria-expanded={open}
            aria-controls="features-menu"
            onClick={toggle}
          >
            Features <ChevronDown aria-hidden size={16} className="site-header__chevron" />
          </button>
          {open && (
            <div id="features-menu" className="features-menu">
              <ul className="features-menu__grid">
                {featureMenuLinks.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} className="features-menu__item" onClick={close}>
                      <span className="features-menu__label">{link.label}</span>
                      <span className="features-menu__text">{link.text}</span>
                    </NavLink>
                  </li>
                ))}
              </ul>
              <NavLink to="/features" className="features-menu__all" onClick={close}>
                See all features
              </NavLink>
            </div>
          )}
        </li>
        {headerLinks.map((link) => (
          <li key={link.to}>
            {/* /#pricing and /#faq are sections of the landing page, never the current page. */}
            {link.to.includes('#') ? (
              <Link to={link.to} className="site-header__link">
                {link.label}
              </Link>
            ) : (
              <NavLink to={link.to} className="site-header__link">
                {link.label}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
