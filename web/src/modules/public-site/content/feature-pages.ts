import { aiFeaturePages } from './ai-features';
import { crmFeaturePages } from './crm-features';
import type { FeaturePageContent } from './feature-page';

export const featurePages: FeaturePageContent[] = [...crmFeaturePages, ...aiFeaturePages];

const byPath = new Map(featurePages.map((page) => [page.path, page]));

export const featurePage = (path: string): FeaturePageContent | undefined => byPath.get(path);

/** /landing/features/{feature}: the landing page's rotation links here; each is a feature page. */
export const landingFeaturePath = (feature: string) => `/features/${feature}`;
