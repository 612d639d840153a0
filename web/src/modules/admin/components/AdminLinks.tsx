import { NavLink } from 'react-router-dom';
import { useSession } from '../../auth/hooks/useSession';
import { adminLinks, operatorAdminLinks } from '../utils/admin-links';

/** The admin pages, the current one highlighted (spec 001 §2.11). */
export function AdminLinks() {
  const user = useSession().user;
  const links = user?.isOperator && !user.support ? [...adminLinks, ...operatorAdminLinks] : adminLinks;
  return (
    <nav aria-label="Admin" className="admin-links">
      {links.map((link) => (
        <NavLink key={link.to} to={link.to} end className="admin-links__link">
          {link.title}
        </NavLink>
      ))}
    </nav>
  );
}
