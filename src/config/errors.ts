import * as v from 'valibot';

/** Turns one valibot issue into 'path: message' in words an engineer can act on. */
export function describeIssue(issue: v.BaseIssue<unknown>): string {
  const path = v.getDotPath(issue) ?? '(root)';
  return `${path}: ${issueMessage(issue)}`;
}

function issueMessage(issue: v.BaseIssue<unknown>): string {
  switch (issue.type) {
    case 'strict_object':
      if (issue.received === 'undefined' && issue.expected !== 'Object') return 'is required but missing';
      return issue.expected === 'never'
        ? `unknown setting ${issue.received} (check the spelling against docs/tenant-config.md)`
        : `expected an object but received ${issue.received}`;
    case 'picklist':
      return `expected one of ${String(issue.expected)
        .replace(/^\(|\)$/g, '')
        .split(' | ')
        .join(', ')} but received ${issue.received}`;
    case 'object':
      if (issue.received === 'undefined') return 'is required but missing';
      return `expected ${issue.expected} but received ${issue.received}`;
    default:
      if (issue.kind === 'schema' && issue.received === 'undefined') return 'is required but missing';
      return issue.message.replace(/^Invalid (type|key|length|format|value): /, '').replace(/^Expected/, 'expected');
  }
}

/** A tenant config that failed validation: one message naming the file and every problem. */
export class SiteConfigError extends Error {
  readonly file: string;
  readonly problems: readonly string[];
  constructor(file: string, problems: readonly string[]) {
    const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
    super(`Invalid tenant config ${file} (${count}):\n${problems.map((p) => `  ${file}: ${p}`).join('\n')}`);
    this.name = 'SiteConfigError';
    this.file = file;
    this.problems = problems;
  }
}
