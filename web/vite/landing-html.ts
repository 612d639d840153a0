import { createServer, type Plugin } from 'vite';
import { initialTheme } from '../src/modules/theme/utils/theme';

type GenerateBundle = Extract<Plugin['generateBundle'], (...args: never[]) => unknown>;
type OutputBundle = Parameters<GenerateBundle>[1];
type OutputChunk = Extract<OutputBundle[string], { type: 'chunk' }>;

/**
 * Sets the visitor's theme before the prerendered page first paints (the app's own code, which
 * does the same, runs only later). The BFF allows this one inline script by its hash.
 */
const themeScript = `<script>document.documentElement.dataset.theme=(${initialTheme})();document.documentElement.style.colorScheme=document.documentElement.dataset.theme</script>`;

/**
 * Loads the app's scripts once the prerendered page has painted (a frame, then a task): requested
 * with the document, they arrived before Chromium's first frame and it painted only after running
 * them, so the page's largest paint waited on every script (Lighthouse's simulated mobile LCP
 * 2.0–2.8 s against an FCP of 0.9 s). A hidden tab, which gets no frames, loads them at once.
 */
function appLoader(entry: string, chunks: string[]): string {
  const load = `function(){for(const href of ${JSON.stringify(chunks)}){const l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=href;document.head.append(l)}const s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=${JSON.stringify(entry)};document.head.append(s)}`;
  return `<script>(function(load){document.hidden?load():requestAnimationFrame(function(){setTimeout(load)})})(${load})</script>`;
}

/** The modules the landing page's routes load: the public layout and the home route. */
const landingEntries = ['/src/modules/public-site/components/PublicLayout.tsx', '/src/modules/landing/components/HomeRoute.tsx'];

function chunksOf(bundle: OutputBundle, fileName: string, seen: Set<string>): void {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || seen.has(fileName)) return;
  seen.add(fileName);
  for (const imported of chunk.imports) chunksOf(bundle, imported, seen);
}

/**
 * The landing page's markup (src/prerender-landing.tsx), rendered in Node through Vite's SSR
 * module loader with the app's own config, so it resolves and transforms as the build does.
 */
async function prerender(configFile: string | undefined): Promise<string> {
  const server = await createServer({
    configFile,
    mode: 'production',
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { prerenderLanding } = (await server.ssrLoadModule('/src/prerender-landing.tsx')) as {
      prerenderLanding: () => Promise<string>;
    };
    return await prerenderLanding();
  } finally {
    await server.close();
  }
}

/**
 * Writes landing.html, which the BFF serves visitors for / and /landing: index.html with the
 * landing page prerendered into #root (it paints before any script has run) and preload links for
 * the landing page's own chunks and styles, fetched alongside the app's entry instead of after it
 * has run; other pages never download them.
 */
export function landingHtml(): Plugin {
  let configFile: string | undefined;
  return {
    name: 'smartcrm-landing-html',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      configFile = config.configFile;
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') return;
      const entryChunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk' && item.isEntry);
      const alreadyLoaded = new Set<string>();
      for (const entry of entryChunks) chunksOf(bundle, entry.fileName, alreadyLoaded);
      const landing = new Set<string>();
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk' || !item.facadeModuleId) continue;
        if (landingEntries.some((entry) => item.facadeModuleId!.endsWith(entry))) chunksOf(bundle, item.fileName, landing);
      }
      const scripts = [...landing].filter((file) => !alreadyLoaded.has(file));
      const styles = new Set(scripts.flatMap((file) => [...((bundle[file] as OutputChunk).viteMetadata?.importedCss ?? [])]));
      const source = String(index.source);
      const entry = source.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
      if (!entry) throw new Error('index.html has no module entry script');
      const entryImports = [...source.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(([, href]) => href!);
      // The first paint needs only the document and its styles: the app's and the landing page's
      // stylesheets are linked in the head (the chunks' loader finds them there and fetches none again).
      const stylesheets = [
        ...(source.match(/<link rel="stylesheet"[^>]*>/g) ?? []),
        ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ];
      const html = source
        .replace(/\s*<link rel="stylesheet"[^>]*>/g, '')
        .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
        .replace(entry[0], appLoader(entry[1]!, [...entryImports, ...scripts.map((file) => `/${file}`)]))
        .replace('</title>', `</title>\n    ${[themeScript, ...stylesheets].join('\n    ')}`)
        .replace('<div id="root"></div>', `<div id="root">${await prerender(configFile)}</div>`);
      this.emitFile({ type: 'asset', fileName: 'landing.html', source: html });
    },
  };
}
