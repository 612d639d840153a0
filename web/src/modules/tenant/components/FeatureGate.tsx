import type { ReactNode } from 'react';
import { useFeature } from '../hooks/useFeature';

interface FeatureGateProps {
  feature: string;
  children: ReactNode;
  fallback?: ReactNode;
}

/** Renders its children only when the tenant has the feature. */
export function FeatureGate({ feature, children, fallback = null }: FeatureGateProps) {
  return useFeature(feature) ? children : fallback;
}
