import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { ChevronDown } from 'lucide-react';
import { Link, NavLink } from 'react-router-dom';
import { featureMenuLinks, headerLinks } from '../content/site-links';

/** Opens and closes on click only, like a dropdown, rather than on hover. */
const clickOnly = {
  onPointerMove: (event: { preventDefault: () => void }) => event.preventDefault(),
  onPointerLeave: (event: { preventDefault: () => void }) => event.preventDefault(),
};

/**
 * The header's links with the Features dropdown (spec 001 §2.12). Radix's navigation menu closes
 * the dropdown on an outside click, on Escape and when a link in it is followed.
 */
export function FeaturesMenu() {
  return (
    <NavigationMenu.Root className="site-header__nav" aria-label="Main">
      <NavigationMenu.List className="site-header__list">
        <NavigationMenu.Item value="features" className="site-header__item">
          <NavigationMenu.Trigger className="site-header__link site-header__trigger" {...clickOnly}>
            Features <ChevronDown aria-hidden size={16} className="site-header__chevron" />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className="features-menu" {...clickOnly}>
            <ul className="features-menu__grid">
              {featureMenuLinks.map((link) => (
                <li key={link.to}>
                  <NavigationMenu.Link asChild>
                    <NavLink to={link.to} className="features-menu__item">
                      <span className="features-menu__label">{link.label}</span>
                      <span className="features-menu__text">{link.text}</span>
                    </NavLink>
                  </NavigationMenu.Link>
                </li>
              ))}
            </ul>
            <NavigationMenu.Link asChild>
              <NavLink to="/features" className="features-menu__all">
                See all features
              </NavLink>
            </NavigationMenu.Link>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        {headerLinks.map((link) => (
          <NavigationMenu.Item key={link.to}>
            <NavigationMenu.Link asChild>
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
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
