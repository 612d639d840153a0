import { NavLink } from 'react-router-dom';
import { adminLinks } from '../utils/admin-links';

/** The admin pages, the current one highlighted (spec 001 §2.11). */
export function AdminLinks() {
  return (
    <nav aria-label="Admin" className="admin-links">
      {adminLinks.map((link) => (
        <NavLink key={link.to} to={link.to} end className="admin-links__link">
          {link.title}
        </NavLink>
      ))}
    </nav>
  );
}
