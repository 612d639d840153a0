import { existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { appUrl, chromiumArgs, pageWaitMs, signInAt } from './browser';

/** Small video: four 320×240 streams at 15 fps are what two shared cores can encode and decode. */
export const fakeVideo = { width: 320, height: 240, fps: 15 } as const;

/**
 * A moving test picture as a Y4M file, Chromium's fake camera source. A file camera offers only its
 * own size, so the app's ideal 1280×720 constraints are refused and its basic-constraints fallback runs.
 */
function fakeCameraFile(): string {
  const { width, height, fps } = fakeVideo;
  const path = join(tmpdir(), `smartcrm-fake-camera-${width}x${height}.y4m`);
  if (existsSync(path)) return path;
  const frames: Buffer[] = [Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`)];
  const lumaSize = width * height;
  for (let frame = 0; frame < fps; frame++) {
    const data = Buffer.alloc(lumaSize + lumaSize / 2, 128);
    // A bright bar sweeping across a gradient: every frame differs, so encoders keep sending.
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const bar = Math.abs(x - (frame * width) / fps) < 16;
        data[y * width + x] = bar ? 235 : 16 + Math.round((y / height) * 180);
      }
    }
    frames.push(Buffer.from('FRAME\n'), data);
  }
  writeFileSync(path, Buffer.concat(frames));
  return path;
}

/** Debian's Chromium with fake camera, microphone and screen, and no permission prompts. */
export function launchCallBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      ...chromiumArgs,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${fakeCameraFile()}`,
      '--allow-loopback-in-peer-connection',
      '--autoplay-policy=no-user-gesture-required',
      // Background tabs must keep their timers and media running: both users are "in front".
      '--disable-background-timer-throttling',
      '--disable-renderer-backgrounding',
      '--disable-backgrounding-occluded-windows',
    ],
  });
}

/** A fresh profile allowed camera and microphone on the workspace's origin, downloads accepted. */
export async function newCallContext(
  browser: Browser,
  slug: string,
  colorScheme: 'light' | 'dark' = 'light',
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1100, height: 760 },
    acceptDownloads: true,
    colorScheme,
  });
  await context.grantPermissions(['camera', 'microphone'], { origin: new URL(appUrl('/', slug)).origin });
  return context;
}

/** Signs a user in through the sign-in screen and waits for the dashboard. */
export async function signInPage(context: BrowserContext, slug: string, user: { email: string; password: string }) {
  const page: Page = await context.newPage();
  page.setDefaultTimeout(pageWaitMs);
  await signInAt(page, slug, user);
  return page;
}
