import { describe, expect, it } from 'vitest';
import { sniffMedia, thumbnailType } from './video-upload';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('what an upload is, by its first bytes', () => {
  it('knows WebM, MP4, JPEG and PNG whatever their names say', () => {
    expect(sniffMedia(bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f))).toBe('video/webm');
    expect(sniffMedia(bytes(0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d))).toBe('video/mp4');
    expect(sniffMedia(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffMedia(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a))).toBe('image/png');
  });

  it('refuses anything else, and a file too short to tell', () => {
    expect(sniffMedia(new TextEncoder().encode('<script>alert(1)</script>'))).toBeNull();
    expect(sniffMedia(bytes(0x47, 0x49, 0x46, 0x38))).toBeNull();
    expect(sniffMedia(bytes(0x1a, 0x45))).toBeNull();
    expect(sniffMedia(bytes())).toBeNull();
  });

  it('serves a thumbnail as the kind it was stored as', () => {
    expect(thumbnailType('t/1.png')).toBe('image/png');
    expect(thumbnailType('t/1.jpg')).toBe('image/jpeg');
  });
});
