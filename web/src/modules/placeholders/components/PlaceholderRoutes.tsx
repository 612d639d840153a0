import { Navigate, useLocation } from 'react-router-dom';
import { comingSoonAreas } from '../content/coming-soon-areas';
import { plannedShellPages } from '../utils/planned-pages';
import { ComingSoonPage } from './ComingSoonPage';
import { EmbeddedAppOverlay } from './EmbeddedAppOverlay';

const segment = (pathname: string) => pathname.replace(/^\/|\/$/g, '');

/** A coming-soon area, a hosted-app overlay or a planned screen of the shell, by the current path. */
export function ShellPlaceholderRoute() {
  const path = segment(useLocation().pathname);
  if (path === 'business-intel') return <EmbeddedAppOverlay app="businessIntel" />;
  if (path === 'intel') return <EmbeddedAppOverlay app="intel" />;
  const area = comingSoonAreas.find((candidate) => candidate.paths.includes(path));
  if (area) return <ComingSoonPage key={path} area={area} />;
  const page = plannedShellPages.find((candidate) => candidate.path === path);
  return page ? <ComingSoonPage key={path} area={page} badge="Planned" /> : <Navigate to="/" replace />;
}
