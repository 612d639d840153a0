import { accessVerdict, defaultSectionOrder } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { defaultOrderFor } from './section-access';

const starter = { dashboard: true, contacts: true, pipeline: true, tasks: true, appointments: true, 'ai-tools': true };

describe("a plan's default dashboard", () => {
  it('holds on Starter only sections whose data the plan serves: no deal analytics', () => {
    const order = defaultOrderFor((rule) => accessVerdict(rule, 'super_admin', starter) === 'allowed');
    expect(order).not.toContain('executive-overview-section');
    expect(order).not.toContain('sales-pipeline-deal-analytics');
    expect(order).not.toContain('pipeline-section');
    expect(order).toContain('quick-actions-section');
    expect(order).toContain('contacts-section');
    expect(order).toContain('tasks-section');
    expect(order.length).toBeGreaterThanOrEqual(6);
  });

  it('is the whole default order when everything is allowed', () => {
    expect(defaultOrderFor(() => true)).toEqual(defaultSectionOrder);
  });
});
