import { describe, expect, it } from 'vitest';
import { finishDocument, operationIdOf } from './openapi-document';

const access = { public: false, tenant: 'required', apiScope: 'contacts:read' };

describe('finishing the OpenAPI document', () => {
  it('names operations after method and path', () => {
    expect(operationIdOf('get', '/api/contacts/{id}/activities')).toBe('getContactsByIdActivities');
    expect(operationIdOf('post', '/functions/v1/smart-score')).toBe('postFunctionsV1SmartScore');
  });

  it('drops the trailing slash, adds errors and the key scope, and lists null in nullable enums', () => {
    const doc = finishDocument({
      paths: {
        '/api/contacts/': {
          get: {
            tags: ['contacts'],
            'x-access': access,
            responses: {
              200: {
                content: {
                  'application/json': {
                    schema: {
                      type: 'object',
                      properties: {
                        status: { type: 'string', enum: ['open'], nullable: true },
                        byRole: { type: 'object', required: ['admin'], additionalProperties: { type: 'integer' } },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    });
    const op = doc.paths['/api/contacts']!.get!;
    expect(op.operationId).toBe('getContacts');
    expect(op.description).toBe('API key scope: `contacts:read`');
    expect(Object.keys(op.responses!)).toEqual(['200', '400', '401', '403', '404', '429', '503']);
    const schema = JSON.stringify(op.responses!['200']);
    expect(schema).toContain('"enum":["open",null]');
    expect(schema).toContain('"properties":{"admin":{"type":"integer"}}');
    expect(doc.tags).toEqual([{ name: 'contacts', description: expect.stringContaining('People') }]);
  });
});
