import { NavLink } from 'react-router-dom';
import '../developers.css';

const links = [
  { to: '/settings/api-keys', title: 'API keys' },
  { to: '/settings/webhooks', title: 'Webhooks' },
  { to: '/settings/api-reference', title: 'API reference' },
];

/** The integrator's settings, side by side: keys to call the API, webhooks it calls, what it offers. */
export function DevelopersNav() {
  return (
    <nav aria-label="Developers" className="admin-links developers-nav">
      {links.map((link) => (
        <NavLink key={link.to} to={link.to} end className="admin-links__link">
          {link.title}
        </NavLink>
      ))}
    </nav>
  );
}
