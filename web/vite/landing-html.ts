import type { Plugin } from 'vite';

type GenerateBundle = Extract<Plugin['generateBundle'], (...args: never[]) => unknown>;
type OutputBundle = Parameters<GenerateBundle>[1];
type OutputChunk = Extract<OutputBundle[string], { type: 'chunk' }>;

/** The modules the landing page's routes load: the public layout and the home route. */
const landingEntries = ['/src/modules/public-site/components/PublicLayout.tsx', '/src/modules/landing/components/HomeRoute.tsx'];

function chunksOf(bundle: OutputBundle, fileName: string, seen: Set<string>): void {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || seen.has(fileName)) return;
  seen.add(fileName);
  for (const imported of chunk.imports) chunksOf(bundle, imported, seen);
}

/**
 * Writes landing.html: index.html plus preload links for the landing page's own chunks and
 * styles, which the BFF serves for / and /landing. The browser then fetches them alongside the
 * app's entry instead of after it has run; other pages never download them.
 */
export function landingHtml(): Plugin {
  return {
    name: 'smartcrm-landing-html',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
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
      const styles = scripts.flatMap((file) => [...((bundle[file] as OutputChunk).viteMetadata?.importedCss ?? [])]);
      const links = [
        ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
        ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
      ].join('\n    ');
      const html = String(index.source).replace('</head>', `    ${links}\n  </head>`);
      this.emitFile({ type: 'asset', fileName: 'landing.html', source: html });
    },
  };
}
