import { featureNames } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { featureRoute } from './feature-routes';

describe('featureRoute', () => {
  it('maps the Communication group as the spec fixes it', () => {
    expect(featureRoute('appointments')).toBe('/appointments');
    expect(featureRoute('video-email')).toBe('/voice-profiles');
    expect(featureRoute('text-messages')).toBe('/text-messages');
    expect(featureRoute('phone-system')).toBe('/phone-system');
    expect(featureRoute('invoicing')).toBe('/invoicing');
    expect(featureRoute('lead-automation')).toBe('/lead-automation');
    expect(featureRoute('circle-prospecting')).toBe('/communication');
    expect(featureRoute('forms')).toBe('/forms');
    expect(featureRoute('business-analysis')).toBe('/business-analysis');
  });

  it('maps the main tabs to themselves', () => {
    for (const name of ['dashboard', 'contacts', 'pipeline', 'analytics', 'ai-goals', 'ai-tools']) {
      expect(featureRoute(name)).toBe(`/${name}`);
    }
  });

  it('gives every known feature a route', () => {
    for (const name of featureNames) expect(featureRoute(name)).toMatch(/^\/[a-z-]+$/);
  });

  it('falls back to the dashboard for an unknown name', () => {
    expect(featureRoute('no-such-feature')).toBe('/dashboard');
    expect(featureRoute('toString')).toBe('/dashboard');
  });

  it('opens an AI tool by its name inside the AI tools page', () => {
    expect(featureRoute('meeting-summarizer')).toBe('/ai-tools?tool=meeting-summarizer');
    expect(featureRoute('call-script')).toBe('/ai-tools?tool=call-script');
    expect(featureRoute('')).toBe('/dashboard');
  });
});
