// Stand-ins for two pieces of dependencies the first authenticated screen would otherwise load for
// nothing (measured by bench:bundle; the files in build/shims say what each replaces and why).
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const shim = (file: string) => fileURLToPath(new URL(`./shims/${file}`, import.meta.url));

export function dependencyShims(): Plugin {
  return {
    name: 'cofre:dependency-shims',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'object.entries') return shim('object-entries.cjs');
      if (source === './PageTitleConfigurable.js' && importer?.includes('/ra-ui-materialui/'))
        return shim('PageTitleConfigurable.tsx');
      return null;
    },
  };
}
