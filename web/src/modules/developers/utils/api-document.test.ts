import { describe, expect, it } from 'vitest';
import { ApiDocument, groupByTag } from './api-document';

describe('the API reference', () => {
  it("groups operations under the document's tags, in its order, with the key scope each needs", () => {
    const access = (apiScope: string | null) => ({ apiScope, public: false });
    const doc = ApiDocument.parse({
      tags: [
        { name: 'contacts', description: 'People' },
        { name: 'auth', description: 'Sign-in' },
        { name: 'unused', description: 'Nothing' },
      ],
      paths: {
        '/api/auth/signout': { post: { operationId: 'postAuthSignout', tags: ['auth'], 'x-access': access(null) } },
        '/api/contacts': {
          get: { operationId: 'getContacts', summary: 'List', tags: ['contacts'], 'x-access': access('contacts:read') },
          post: { operationId: 'postContacts', tags: ['contacts'], 'x-access': access('contacts:write') },
        },
      },
    });
    expect(groupByTag(doc).map((g) => [g.tag, g.operations.map((o) => `${o.method} ${o.scope}`)])).toEqual([
      ['contacts', ['GET contacts:read', 'POST contacts:write']],
      ['auth', ['POST null']],
    ]);
  });
});
