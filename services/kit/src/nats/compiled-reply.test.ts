import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledReply } from './compiled-reply';

const Page = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      note: z.string().nullable(),
      tags: z.array(z.string()),
      fields: z.record(z.string(), z.string()),
      place: z.object({ city: z.string().optional() }),
    }),
  ),
  nextCursor: z.string().nullable(),
});

describe('compiledReply', () => {
  it('writes the same JSON as the data, nulls, records and absent optionals included', () => {
    const page: z.output<typeof Page> = {
      items: [
        { id: 'a', note: 'say "hi"\n', tags: ['vip'], fields: { tier: 'gold' }, place: { city: 'Zürich' } },
        { id: 'b', note: null, tags: [], fields: {}, place: {} },
      ],
      nextCursor: null,
    };
    expect(JSON.parse(compiledReply(Page)(page).text)).toEqual(page);
  });

  it('leaves out what the contract does not name', () => {
    const page = { items: [], nextCursor: 'c', tenantId: 't' } as z.output<typeof Page>;
    expect(JSON.parse(compiledReply(Page)(page).text)).toEqual({ items: [], nextCursor: 'c' });
  });
});
