import { createHash } from 'node:crypto';

/** The CSP sources that allow a page's inline scripts (not those loaded by src): their sha256 hashes. */
export const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );

/** The policy with these sources added to its script-src, so exactly those scripts may run besides its own. */
export const withScriptSources = (policy: string, sources: string[]) =>
  sources.length
    ? policy.replace(/script-src ([^;]*)/, (_, own: string) => `script-src ${[own, ...sources].join(' ')}`)
    : policy;
