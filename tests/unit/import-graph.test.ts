// The code's dependency picture: no import circle (a module's code imports, not its types or its
// lazily loaded pages), and nothing in src/ reaches into a resource's folder other than through
// the manifest list (resources/index.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const FOLDERS = ['src', 'resources', 'common', 'server', 'i18n'];

const filesIn = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesIn(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );

const STATIC =
  /^(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s+['"](\.[^'"]+)['"]|^import\s+['"](\.[^'"]+)['"]/gm;

/** The relative modules a file imports: with `code`, only those whose values it uses at load. */
function importsOf(file: string, code: boolean): string[] {
  const found: string[] = [];
  for (const m of readFileSync(file, 'utf8').matchAll(STATIC)) {
    const [, typeOnly, names, from, bare] = m;
    const allTypes =
      /^\{[^}]*\}$/.test(names ?? '') &&
      (names ?? '')
        .slice(1, -1)
        .split(',')
        .every((n) => /^\s*(type\s|$)/.test(n));
    if (code && (typeOnly || allTypes)) continue;
    const target = resolveModule(dirname(file), (from ?? bare) as string);
    if (target) found.push(target);
  }
  return found;
}

function resolveModule(dir: string, spec: string): string | undefined {
  const base = resolve(dir, spec.replace(/\.js$/, ''));
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (p) => existsSync(p) && /\.tsx?$/.test(p),
  );
}

const FILES = FOLDERS.flatMap((f) => filesIn(join(ROOT, f)));
const name = (file: string) => relative(ROOT, file);

/** Strongly connected groups of more than one module (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (v: string) => {
    order.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!order.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, order.get(w) ?? 0));
    }
    if (low.get(v) === order.get(v)) {
      const group: string[] = [];
      let w: string | undefined;
      do {
        w = stack.pop() as string;
        onStack.delete(w);
        group.push(name(w));
      } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!order.has(v)) visit(v);
  return groups;
}

describe('the import graph', () => {
  it('has no circle', () => {
    const graph = new Map(FILES.map((f) => [f, importsOf(f, true)]));
    expect(circles(graph)).toEqual([]);
  });

  it('has no arrow from src/ into a resource folder but the manifest list', () => {
    const arrows = FILES.filter((f) => name(f).startsWith('src/')).flatMap((f) =>
      importsOf(f, false)
        .map(name)
        .filter((to) => to.startsWith('resources/') && to !== 'resources/index.ts')
        .map((to) => `${name(f)} → ${to}`),
    );
    expect(arrows).toEqual([]);
  });
});
