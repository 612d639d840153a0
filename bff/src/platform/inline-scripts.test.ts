import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, withScriptSources } from './inline-scripts';

const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

describe('inline script policy', () => {
  it("allows exactly a page's inline scripts by hash, not scripts loaded by src", () => {
    const html =
      '<script src="js/scalar.js"></script>\n<script type="text/javascript">\n  start()\n</script><script>x()</script>';
    const policy = withScriptSources("default-src 'self';script-src 'self';style-src 'self'", inlineScriptHashes(html));
    expect(policy).toBe(
      `default-src 'self';script-src 'self' ${hash('\n  start()\n')} ${hash('x()')};style-src 'self'`,
    );
  });

  it('leaves a policy alone when the page has no inline script', () => {
    expect(withScriptSources("script-src 'self'", inlineScriptHashes('<script src="a.js"></script>'))).toBe(
      "script-src 'self'",
    );
  });
});
