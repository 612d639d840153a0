import { describe, expect, it } from 'vitest';
import { checkAsset, detectImageType, unsafeSvgReason } from './asset-rules';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const text = (s: string) => new TextEncoder().encode(s);
const svg = (body: string) => text(`<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`);

describe('image type from magic bytes', () => {
  it('knows PNG, JPEG, WebP, ICO and SVG', () => {
    expect(detectImageType(png)).toBe('image/png');
    expect(detectImageType(jpeg)).toBe('image/jpeg');
    expect(detectImageType(text('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(detectImageType(new Uint8Array([0, 0, 1, 0, 1, 0, 16, 16]))).toBe('image/x-icon');
    expect(detectImageType(text('<?xml version="1.0"?>\n<svg viewBox="0 0 1 1"/>'))).toBe('image/svg+xml');
  });

  it('knows nothing else', () => {
    expect(detectImageType(text('hello, world'))).toBeNull();
    expect(detectImageType(text('<html><body>x</body></html>'))).toBeNull();
    expect(detectImageType(text('GIF89a'))).toBeNull();
  });
});

describe('SVG safety', () => {
  it('passes plain shapes and in-document references', () => {
    expect(unsafeSvgReason('<svg><defs><g id="a"/></defs><use href="#a"/><rect fill="url(#g)"/></svg>')).toBeNull();
  });

  it.each([
    ['<script>alert(1)</script>', 'script'],
    ['<rect onload="x()"/>', 'event handler'],
    ['<a href="javascript:x()">x</a>', 'javascript:'],
    ['<image href="https://evil.test/x.png"/>', 'external'],
    ["<use xlink:href = 'other.svg#a'/>", 'external'],
    ['<rect style="fill:url(https://evil.test/a)"/>', 'external'],
    ['<foreignObject><div/></foreignObject>', 'embeds'],
  ])('refuses %s', (body, reason) => {
    expect(unsafeSvgReason(`<svg>${body}</svg>`)).toContain(reason);
  });
});

describe('asset checks', () => {
  it('accepts an image whose bytes match its declared type', () => {
    expect(checkAsset('logo', 'image/png', png)).toEqual({ ok: true, contentType: 'image/png' });
    expect(checkAsset('logo', 'image/jpg', jpeg)).toEqual({ ok: true, contentType: 'image/jpeg' });
    expect(checkAsset('favicon', 'image/svg+xml', svg('<circle r="1"/>'))).toEqual({
      ok: true,
      contentType: 'image/svg+xml',
    });
  });

  it('refuses bytes that are not an image, or not the declared one', () => {
    expect(checkAsset('logo', 'image/png', text('not an image'))).toMatchObject({ ok: false });
    expect(checkAsset('logo', 'image/png', jpeg)).toEqual({
      ok: false,
      message: 'The logo claims to be image/png but its content is JPEG',
    });
  });

  it('holds each kind to its size, to the byte', () => {
    const sized = (n: number) => {
      const bytes = new Uint8Array(n);
      bytes.set(png);
      return bytes;
    };
    expect(checkAsset('logo', 'image/png', sized(512 * 1024)).ok).toBe(true);
    expect(checkAsset('logo', 'image/png', sized(512 * 1024 + 1))).toMatchObject({ message: /larger than 512 KB/ });
    expect(checkAsset('favicon', 'image/png', sized(128 * 1024)).ok).toBe(true);
    expect(checkAsset('favicon', 'image/png', sized(128 * 1024 + 1))).toMatchObject({ message: /128 KB/ });
  });

  it('refuses an SVG with a script', () => {
    expect(checkAsset('logo', 'image/svg+xml', svg('<script>x</script>'))).toEqual({
      ok: false,
      message: 'The SVG contains a script',
    });
  });
});
