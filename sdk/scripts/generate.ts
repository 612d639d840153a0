import { readFile, writeFile } from 'node:fs/promises';
import { typesFromDocument } from './types-from-document';

/**
 * Regenerates src/api-types.ts from a running SmartCRM's document (default http://localhost:3000)
 * or a saved copy: `npm run generate -w sdk -- [url-or-file]`.
 */
const source = process.argv[2] ?? 'http://localhost:3000/api/docs/json';
const document = /^https?:/.test(source)
  ? await fetch(source).then((response) => {
      if (!response.ok) throw new Error(`${source} answered ${response.status}`);
      return response.json();
    })
  : JSON.parse(await readFile(source, 'utf8'));
const target = new URL('../src/api-types.ts', import.meta.url);
await writeFile(target, await typesFromDocument(document));
console.log(`wrote ${target.pathname}`);
