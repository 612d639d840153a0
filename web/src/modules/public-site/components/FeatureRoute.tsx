import { Navigate, useLocation, useParams } from 'react-router-dom';
import { aiToolPath } from '../../ai-tools/utils/ai-tools';
import { useSession } from '../../auth/hooks/useSession';
import { featurePage, landingFeaturePath } from '../content/feature-pages';
import { FeaturePage } from './FeaturePage';

/** A feature page by the current path; /landing/features/{feature} shows /features/{feature}. */
export function FeatureRoute() {
  const { pathname } = useLocation();
  const { feature } = useParams();
  const { user } = useSession();
  // Members open the tool itself; visitors read what it does.
  if (user && pathname === '/ai-tools/image-generator') return <Navigate to={aiToolPath('image-generator')} replace />;
  const path = feature ? landingFeaturePath(feature) : pathname.replace(/\/$/, '');
  const content = featurePage(path);
  if (!content) return <Navigate to="/features" replace />;
  return <FeaturePage key={path} content={content} canonical={path} />;
}
