// Keeps every module the entry (src/main.tsx) imports statically in the entry chunk. Rolldown
// otherwise splits the shell's own modules (React, the HTTP layer, preferences…) into many small
// common chunks as soon as lazy pages share them, and /login pays for the extra files and the
// worse compression (+4 kB gzip, measured by bench:bundle). Rollup kept them together by itself.
interface ModuleInfo {
  importers: readonly string[];
  isEntry: boolean;
}
type Lookup = (id: string) => ModuleInfo | null;

/** A codeSplitting group name function: 'shell' for modules statically reachable from an entry. */
export function shellChunk() {
  const known = new Map<string, boolean>();
  const reachable = (id: string, info: Lookup, seen: Set<string>): boolean => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    const m = info(id);
    if (!m) return false;
    if (m.isEntry) return true;
    seen.add(id);
    const found = m.importers.some((i) => !seen.has(i) && reachable(i, info, seen));
    known.set(id, found);
    return found;
  };
  return (id: string, ctx: { getModuleInfo(id: string): unknown }) =>
    reachable(id, (i) => ctx.getModuleInfo(i) as ModuleInfo | null, new Set()) ? 'shell' : null;
}
