import type { AssetKind } from './branding.schema';

export const assetMaxBytes: Record<AssetKind, number> = { logo: 512 * 1024, favicon: 128 * 1024 };

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/x-icon' | 'image/svg+xml';

const typeNames: Record<ImageType, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/x-icon': 'ICO',
  'image/svg+xml': 'SVG',
};

/** What browsers and operating systems call the same formats. */
const declaredAliases: Record<string, ImageType> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/vnd.microsoft.icon': 'image/x-icon',
  'image/ico': 'image/x-icon',
};

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) => prefix.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image format the bytes themselves say, whatever the upload claimed. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, [0, 0, 1, 0]) && bytes.length > 6) return 'image/x-icon';
  const head = new TextDecoder()
    .decode(bytes.subarray(0, 1024))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^<(\?xml|!--|!doctype svg|svg[\s>])/i.test(head) && /<svg[\s>]/i.test(head)) return 'image/svg+xml';
  return null;
}

// A reference whose target does not start with '#' (after optional quotes and spaces).
const externalReference = /(?:href|src)\s*=\s*(?:"(?!\s*#)|'(?!\s*#)|(?!["'\s#]))/i;
const externalUrl = /url\(\s*(?:["'](?!\s*#)|(?!["'\s#]))/i;

/**
 * An SVG is shown as an image and also opened on its own, so anything that could run or load
 * something is refused with a reason (the tenant service also sanitises what passes, DOMPurify): scripts, event handlers, javascript: URLs, embedded
 * HTML, entities and any reference that is not to the document itself.
 */
export function unsafeSvgReason(svg: string): string | null {
  // An element may carry a namespace prefix (`<h:script>` is an XHTML script inside an SVG).
  if (/<([\w.-]+:)?script/i.test(svg)) return 'The SVG contains a script';
  if (/\son[a-z]+\s*=/i.test(svg)) return 'The SVG contains an event handler attribute (on…=)';
  if (/javascript:/i.test(svg)) return 'The SVG contains a javascript: link';
  if (/<([\w.-]+:)?(foreignObject|iframe|embed|object)|<!ENTITY/i.test(svg)) return 'The SVG embeds other content';
  if (externalReference.test(svg) || externalUrl.test(svg) || /@import/i.test(svg)) {
    return 'The SVG refers to an external resource';
  }
  return null;
}

export type AssetCheck = { ok: true; contentType: ImageType } | { ok: false; message: string };

/** PNG, JPEG, WebP, ICO or a safe SVG, within the kind's size, whose bytes match the declared type. */
export function checkAsset(kind: AssetKind, declaredType: string, bytes: Uint8Array): AssetCheck {
  const label = kind === 'logo' ? 'The logo' : 'The favicon';
  if (bytes.length === 0) return { ok: false, message: `${label} file is empty` };
  if (bytes.length > assetMaxBytes[kind]) {
    return { ok: false, message: `${label} is larger than ${assetMaxBytes[kind] / 1024} KB` };
  }
  const detected = detectImageType(bytes);
  if (!detected) return { ok: false, message: `${label} is not a PNG, JPEG, WebP, ICO or SVG image` };
  const declared = declaredType.split(';')[0]?.trim().toLowerCase() ?? '';
  const claimed = declaredAliases[declared] ?? declared;
  if (claimed && claimed !== 'application/octet-stream' && claimed !== detected) {
    return { ok: false, message: `${label} claims to be ${declared} but its content is ${typeNames[detected]}` };
  }
  if (detected === 'image/svg+xml') {
    const unsafe = unsafeSvgReason(new TextDecoder().decode(bytes));
    if (unsafe) return { ok: false, message: unsafe };
  }
  return { ok: true, contentType: detected };
}
