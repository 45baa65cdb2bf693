/**
 * Every script in package.json starts. Scripts that `npm test` runs itself (the checks, the
 * test runners, `npm start` for the browser tests) prove themselves by running; here their
 * commands must at least name programs and files that exist. The others are started for real:
 * servers until they answer, the API benchmark to its end on the smallest inboxes it takes.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..', '..');
const scripts: Record<string, string> = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;

/** Scripts run as part of `npm test` (or the same command as one that is), not started again here. */
const RUN_BY_NPM_TEST = new Set([
  'pretest',
  'test',
  'check',
  'typecheck',
  'lint',
  'format:check',
  'format',
  'test:unit',
  'test:integration',
  'test:e2e',
  'build',
  'start',
]);

/** Scripts `.ci/run` runs after `npm test` (the deploy check installs and runs Netlify's own CLI). */
const RUN_BY_CI = new Set(['check:deploy']);

/** How each other script is started, and when it counts as started. */
const STARTED: Record<
  string,
  { env?: Record<string, string>; readyUrl?: string; readyText?: string; runsToEnd?: boolean }
> = {
  dev: { env: {}, readyUrl: 'http://127.0.0.1:4396/api/health' },
  serve: { env: { PORT: '4395' }, readyUrl: 'http://127.0.0.1:4395/api/health' },
  // The smallest run that still goes through every step to its verdict: inboxes of 1 and 2, one
  // round of one call each, and one load level (of 20 sends, the script's least).
  'bench:api': {
    env: { BENCH_PORT: '4393', BENCH_SIZES: '1,2', BENCH_ROUNDS: '1', BENCH_CALLS: '1', BENCH_CONNECTIONS: '1' },
    runsToEnd: true,
  },
  // The benchmark's own run lasts minutes; it counts as started once its server, its two
  // browsers and the warm-up load are done and it prints what it is about to measure.
  'bench:web': { env: { BENCH_PORT: '4391', PAGES: '/terms', RUNS: '1' }, readyText: "pages see a phone's hardware" },
};

/** The programs a command runs: each `&&` step's first word. */
const programsOf = (command: string) => command.split('&&').map((step) => step.trim().split(/\s+/));

test('every package.json script is either run by npm test or started here', () => {
  const unknown = Object.keys(scripts).filter(
    (name) => !RUN_BY_NPM_TEST.has(name) && !RUN_BY_CI.has(name) && !(name in STARTED)
  );
  expect(unknown, 'add new scripts to tests/e2e/scripts.spec.ts').toEqual([]);
  const ci = readFileSync(path.join(root, '.ci/run'), 'utf8');
  for (const name of RUN_BY_CI) expect(ci, `.ci/run runs ${name}`).toContain(`npm run ${name}`);
});

test('the scripts npm test and CI run name programs and files that exist', () => {
  for (const name of [...RUN_BY_NPM_TEST, ...RUN_BY_CI]) {
    for (const [program, ...args] of programsOf(scripts[name] ?? '')) {
      if (program === 'npm' || program === 'node') {
        if (program === 'node') expect(existsSync(path.join(root, args[0] ?? '')), `${name}: ${args[0]}`).toBe(true);
        continue;
      }
      expect(existsSync(path.join(root, 'node_modules', '.bin', program ?? '')), `${name}: ${program}`).toBe(true);
    }
  }
});

for (const [name, how] of Object.entries(STARTED)) {
  test(`npm run ${name} starts`, async () => {
    test.setTimeout(240_000);
    // bench:web builds first; the build the browser tests serve is already there.
    const command = name === 'bench:web' ? ['node', 'scripts/bench-web.mjs'] : ['npm', 'run', name];
    const args = name === 'dev' ? ['--', '--port', '4396', '--host', '127.0.0.1'] : [];
    const child = spawn(command[0] ?? '', [...command.slice(1), ...args], {
      cwd: root,
      env: { ...process.env, ...how.env },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      if (how.runsToEnd) {
        expect(await exited, output).toBe(0);
        return;
      }
      for (;;) {
        const code = await Promise.race([exited, new Promise<'running'>((r) => setTimeout(() => r('running'), 500))]);
        expect(code, `${name} stopped:\n${output}`).toBe('running');
        if (how.readyText && output.includes(how.readyText)) return;
        if (how.readyUrl && (await fetch(how.readyUrl).catch(() => null))?.ok) return;
      }
    } finally {
      if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
  });
}
