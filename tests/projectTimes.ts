// A Vitest reporter that adds, at the end of the run, one line per project (unit, spa, api-pglite,
// api-postgres): its files and tests, when its first file started and its last one ended (the
// projects share the workers, so their spans overlap), and the summed time of its files. The
// stage runner (tests/run.ts) prints the same lines again in its closing table.
import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

interface ProjectTimes {
  files: number;
  tests: number;
  failed: number;
  firstStart: number;
  lastEnd: number;
  busyMs: number;
}

export default class ProjectTimesReporter implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly projects = new Map<string, ProjectTimes>();
  private runStart = performance.now();

  onTestRunStart(): void {
    this.runStart = performance.now();
  }

  onTestModuleStart(module: TestModule): void {
    this.started.set(module.moduleId + module.project.name, performance.now());
  }

  onTestModuleEnd(module: TestModule): void {
    const end = performance.now();
    const start = this.started.get(module.moduleId + module.project.name) ?? end;
    const name = module.project.name || 'default';
    const p = this.projects.get(name) ?? {
      files: 0,
      tests: 0,
      failed: 0,
      firstStart: start,
      lastEnd: end,
      busyMs: 0,
    };
    p.files += 1;
    for (const test of module.children.allTests()) {
      p.tests += 1;
      if (test.result().state === 'failed') p.failed += 1;
    }
    p.firstStart = Math.min(p.firstStart, start);
    p.lastEnd = Math.max(p.lastEnd, end);
    p.busyMs += module.diagnostic().duration;
    this.projects.set(name, p);
  }

  onTestRunEnd(): void {
    const s = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
    const lines = [...this.projects.entries()]
      .sort((a, b) => a[1].firstStart - b[1].firstStart)
      .map(
        ([name, p]) =>
          `${name.padEnd(13)} ${String(p.files).padStart(4)} files ${String(p.tests).padStart(5)} tests` +
          `${p.failed ? ` (${p.failed} failed)` : ''}  ran from ${s(p.firstStart - this.runStart)} to ` +
          `${s(p.lastEnd - this.runStart)}, files' own time ${s(p.busyMs)}`,
      );
    console.log(`\nVitest projects:\n  ${lines.join('\n  ')}\n`);
    const out = process.env.VITEST_PROJECT_TIMES;
    if (out) writeFileSync(out, lines.join('\n'));
  }
}
