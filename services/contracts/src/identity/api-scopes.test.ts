import { describe, expect, it } from 'vitest';
import { apiScopeOf } from './api-scopes';

describe('the scope an API key needs for a route', () => {
  it('reads the area from the plan feature, then the permission, and the kind from the method', () => {
    expect(apiScopeOf({ permission: 'contacts', feature: 'contacts' }, 'GET')).toBe('contacts:read');
    expect(apiScopeOf({ permission: 'pipeline', feature: 'pipeline' }, 'PATCH')).toBe('deals:write');
    expect(apiScopeOf({ permission: 'contacts' }, 'POST')).toBe('contacts:write');
    expect(apiScopeOf({ permission: 'ai_tools', feature: 'ai-tools' }, 'POST')).toBe('ai:run');
  });

  it('sends CSV in and out to imports, and lets a route name its area', () => {
    expect(apiScopeOf({ permission: 'pipeline_csv', feature: 'pipeline' }, 'POST')).toBe('imports:write');
    expect(apiScopeOf({ permission: 'contacts_csv', feature: 'contacts' }, 'GET')).toBe('imports:read');
    expect(apiScopeOf({ permission: 'pipeline', apiArea: 'activities' }, 'DELETE')).toBe('activities:write');
  });

  it('keeps keys off people-only routes and writes to read-only areas', () => {
    expect(apiScopeOf({ public: true }, 'GET')).toBeNull();
    expect(apiScopeOf({}, 'GET')).toBeNull();
    expect(apiScopeOf({ operator: true, permission: 'contacts' }, 'GET')).toBeNull();
    expect(apiScopeOf({ permission: 'user_management' }, 'GET')).toBeNull();
    expect(apiScopeOf({ permission: 'custom_branding', feature: 'white-label' }, 'GET')).toBeNull();
    expect(apiScopeOf({ permission: 'advanced_analytics', feature: 'analytics' }, 'POST')).toBeNull();
    // Settings of a data area (invoice numbering, sending numbers) are for people too.
    expect(apiScopeOf({ permission: 'system_settings', feature: 'invoicing' }, 'PUT')).toBeNull();
    expect(apiScopeOf({ permission: 'system_settings', feature: 'text-messages' }, 'POST')).toBeNull();
  });

  it('gives the channels, the money side and workflows their areas', () => {
    expect(apiScopeOf({ permission: 'pipeline', feature: 'invoicing' }, 'POST')).toBe('commerce:write');
    expect(apiScopeOf({ permission: 'pipeline', feature: 'quote-builder' }, 'GET')).toBe('commerce:read');
    expect(apiScopeOf({ permission: 'communication', feature: 'text-messages' }, 'POST')).toBe('texts:write');
    expect(apiScopeOf({ permission: 'communication', feature: 'campaigns' }, 'GET')).toBe('email:read');
    expect(apiScopeOf({ permission: 'advanced_features', feature: 'workflow-builder' }, 'PATCH')).toBe(
      'automation:write',
    );
  });
});
