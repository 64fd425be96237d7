// A clean first run on the Node the README names: every package the lock installs declares that it
// runs there (npm warns EBADENGINE otherwise, and .npmrc's engine-strict turns that into a failure),
// and the project says which Node it needs.
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const read = (f: string) => JSON.parse(readFileSync(new URL(`../../${f}`, import.meta.url), 'utf8'));
const pkg = read('package.json') as { engines?: { node?: string } };
const lock = read('package-lock.json') as {
  packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean; version?: string }>;
};
const OLDEST_NODE = '20.19.0';

describe('engines', () => {
  it('the project names the Node it runs on, and npm enforces it', () => {
    expect(pkg.engines?.node).toBeDefined();
    expect(semver.satisfies(OLDEST_NODE, pkg.engines?.node ?? '')).toBe(true);
    expect(semver.satisfies('18.20.0', pkg.engines?.node ?? '')).toBe(false);
    expect(readFileSync(new URL('../../.npmrc', import.meta.url), 'utf8')).toMatch(/^engine-strict=true$/m);
  });

  it('every locked package runs on that Node', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([path]) => path !== '')
      .flatMap(([path, p]) => {
        const range = Array.isArray(p.engines) ? undefined : p.engines?.node;
        if (!range || semver.satisfies(OLDEST_NODE, range, { includePrerelease: true })) return [];
        return [`${path.replace(/^.*node_modules\//, '')}@${p.version} wants node ${range}`];
      });
    expect(refusing).toEqual([]);
  });
});
