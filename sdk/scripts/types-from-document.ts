import openapiTS, { astToString } from 'openapi-typescript';

/** The TypeScript types of the API, as openapi-typescript writes them from the OpenAPI document. */
export async function typesFromDocument(document: object): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0]);
  return `/** Generated from the BFF's /api/docs/json by \`npm run generate -w sdk\`; do not edit. */\n${astToString(ast)}`;
}
