import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lintWorkflow, workflowFiles } from './lint-workflows.ts';

const FILE = '.github/workflows/sites.yml';
const good = readFileSync(FILE, 'utf8');

/** The workflow with `from` replaced by `to` (the text must be there, so a test cannot go stale silently). */
function broken(from: string | RegExp, to: string): string {
  const changed = good.replace(from, to);
  expect(changed, `"${String(from)}" not found in ${FILE}`).not.toBe(good);
  return changed;
}

async function messages(source: string): Promise<string[]> {
  return (await lintWorkflow(source, FILE)).map((p) => `${p.line}: ${p.message} [${p.kind}]`);
}

describe('lint:workflows', () => {
  it('passes every workflow of the repository', async () => {
    expect(workflowFiles()).toContain(FILE);
    for (const file of workflowFiles()) expect(await lintWorkflow(readFileSync(file, 'utf8'), file)).toEqual([]);
  });

  describe('actionlint catches', () => {
    it('an unknown key', async () => {
      const found = await messages(broken('    timeout-minutes: 120\n', '    timeout-minutes: 120\n    retries: 2\n'));
      expect(found).toEqual([expect.stringMatching(/unexpected key "retries" for "job" section.*\[syntax-check\]$/)]);
    });

    it('a job without runs-on', async () => {
      const found = await messages(broken('    needs: tenants\n    runs-on: ubuntu-24.04\n', '    needs: tenants\n'));
      expect(found).toEqual([expect.stringMatching(/"runs-on" section is missing in job "site" \[syntax-check\]$/)]);
    });

    it('a misspelt expression, trigger and job reference', async () => {
      const found = await messages(
        broken('steps.tenant.outputs.ok1 ', 'steps.tenat.outputs.ok1 ')
          .replace('  workflow_dispatch:', '  workflow_dispach:')
          .replace('    needs: tenants', '    needs: tenant'),
      );
      expect(found.join('\n')).toContain('unknown Webhook event "workflow_dispach"');
      expect(found.join('\n')).toContain('property "tenat" is not defined');
      expect(found.join('\n')).toContain('needs job "tenant" which does not exist');
    });

    it('YAML that does not parse', async () => {
      const found = await messages(broken('jobs:\n', 'jobs:\n  - [\n'));
      expect(found.length).toBeGreaterThan(0);
    });
  });

  describe('the project checks catch', () => {
    const cases: [string, string | RegExp, string, RegExp][] = [
      [
        'a missing trigger',
        /^ {2}repository_dispatch:\n(.*\n)*? {4}types: \[rebuild\]\n/m,
        '',
        /"repository_dispatch" of type "rebuild"/,
      ],
      ['a required site input', 'required: false', 'required: true', /optional "site" input/],
      ['fail-fast left on', 'fail-fast: false', 'fail-fast: true', /"fail-fast: false"/],
      ['no per-batch concurrency', 'group: site-${{ matrix.sites }}', 'group: sites', /concurrency group per batch/],
      ['Node not from .nvmrc', 'node-version-file: .nvmrc', 'node-version: 24', /from \.nvmrc/],
      ['npm install instead of npm ci', 'run: npm ci --no-audit', 'run: npm install --no-audit', /use "npm ci"/],
      ['no nightly step', 'npm run nightly -- "${args[@]}"', 'npm run build -- "${args[@]}"', /npm run nightly/],
      [
        'a tenant slot without its cache save',
        /^ {6}- name: Save tenant 8's build state\n(.*\n)*?\n/m,
        '',
        /tenant slot t8 has no step to save its cache$/,
      ],
      [
        'BATCH_SIZE past its slots',
        'BATCH_SIZE: 8',
        'BATCH_SIZE: 9',
        /tenant slot t9 has no step to restore its cache, save its cache, upload its release/,
      ],
      ['write permissions', 'contents: read', 'contents: write', /read-only/],
      [
        'an action on a branch',
        'actions/checkout@v5\n\n',
        'actions/checkout@main\n\n',
        /pin actions to a major version/,
      ],
    ];
    it.each(cases)('%s', async (_name, from, to, expected) => {
      const problems = await lintWorkflow(broken(from, to), FILE);
      expect(problems.map((p) => p.message)).toEqual([expect.stringMatching(expected)]);
      expect(problems[0]?.kind).toBe('project');
      expect(problems[0]?.line).toBeGreaterThan(1);
    });
  });
});
