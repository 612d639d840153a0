import { isHighPotential, isStuck, temperature } from '@smartcrm/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, signUpWorkspace } from '../support/api-client';
import { type Seed, seedThresholdTenant, seeds, titles, where } from '../support/threshold-tenant';

const isOpen = (d: Seed) => d.status === 'open';
const values = (list: { items: { value: number }[] }) => list.items.map((d) => d.value);

describe("each intelligence screen's lists against the rules computed by hand", () => {
  let client: ApiClient;
  beforeAll(async () => {
    ({ client } = await signUpWorkspace('anls'));
    await seedThresholdTenant(client);
  });
  const screen = async <P extends string>(path: P) => {
    const { status, body } = await client.get(`/api/analytics/${path}`);
    expect(status).toBe(200);
    return body;
  };

  it('picks hot, cold, high-potential, stuck, lost and contested deals as the pure rules do, biggest first', async () => {
    const pipeline = await screen('pipeline-intelligence');
    expect(titles(pipeline.hot.items)).toEqual(where((d) => isOpen(d) && temperature(d.probability) === 'hot'));
    expect(titles(pipeline.cold.items)).toEqual(where((d) => isOpen(d) && temperature(d.probability) === 'cold'));
    expect([pipeline.hot.total, pipeline.cold.total]).toEqual([1, 3]);
    expect(values(pipeline.cold)).toEqual([8000, 7000, 1000]);

    const conversion = await screen('conversion');
    expect(titles(conversion.highPotential.items)).toEqual(where((d) => isHighPotential(d)));
    expect(titles((await screen('sales-cycle')).stuck.items)).toEqual(where((d) => isStuck(d)));

    const competition = await screen('competition');
    expect(titles(competition.lost.items)).toEqual(['lost today']);
    expect(titles(competition.contested.items)).toEqual(
      where((d) => isOpen(d) && temperature(d.probability) === 'warm'),
    );
    expect(competition.contested.total).toBe(5);

    const live = await screen('live-deals');
    expect(live.deals.total).toBe(9);
    expect(values(live.deals)).toEqual([9000, 8000, 7000, 6000, 5000, 4000]); // capped at 6
  });

  it('sums won revenue per month and per contributor from the won deals', async () => {
    const revenue = await screen('revenue');
    const won = seeds.filter((d) => d.status === 'won');
    expect(revenue.byMonth).toHaveLength(12);
    expect(revenue.byMonth.reduce((sum: number, m: { revenue: number }) => sum + m.revenue, 0)).toBe(90_000);
    expect(revenue.byMonth.reduce((sum: number, m: { won: number }) => sum + m.won, 0)).toBe(won.length);
    expect(revenue.topContributors).toMatchObject([{ count: 3, value: 90_000 }]);
    expect(revenue.wonContributors.map((c) => [c.name, c.count, c.value])).toEqual([
      ['Ada Lovelace', 2, 70_000],
      ['Bob Babbage', 1, 20_000],
    ]);
  });
});
