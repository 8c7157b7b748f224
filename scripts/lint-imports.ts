// npm run lint:imports: fails on an import cycle among the files of src/ and scripts/, and on a
// `~/` import in a file that Node runs itself (scripts/ and what they import, the config files):
// the alias is Vite's and Vitest's (src/config/alias.ts), Node does not know it.
// Part of `npm run lint`. ESLint checks the direction of each import (eslint.config.js, the
// layers); a cycle needs the whole graph, which ESLint rules do not see, so it is checked here.
// It also fails on an import of a framework's internals (`astro/dist/...`): they change without
// notice in any release, so using them would hold Astro on an exact version.
// Imports are read with the TypeScript parser (.astro files: the frontmatter and <script> blocks).
// Every import counts, `import type` and `import()` too: a cycle through them is still two
// modules that each need the other to be understood or changed.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts|mjs|js|astro)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', '.astro']);

/** The code of a file as TypeScript: an .astro file's frontmatter and scripts, anything else whole. */
function codeOf(path: string): string {
  const text = readFileSync(path, 'utf8');
  if (!path.endsWith('.astro')) return text;
  const parts: string[] = [];
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (frontmatter?.[1]) parts.push(frontmatter[1]);
  for (const script of text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) if (script[1]) parts.push(script[1]);
  return parts.join('\n');
}

/** Module specifiers a file imports or re-exports, `import type` and `import()` included. */
export function importsOf(fileName: string, code: string): string[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The project file an import points at (relative or `~/`), or null for a package. */
export function resolveImport(root: string, fromFile: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('~/')) base = join(root, 'src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(fromFile), specifier);
  else return null;
  base = base.replace(/\?.*$/, '');
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  for (const candidate of candidates) if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

function listSources(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) listSources(path, out);
    else if (SOURCE.test(entry.name)) out.push(path);
  }
  return out;
}

/** The run-time import graph of the given folders: file -> files it imports (project files only). */
export function importGraph(root: string, folders: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const folder of folders) {
    for (const file of listSources(join(root, folder))) {
      const targets = importsOf(file, codeOf(file))
        .map((s) => resolveImport(root, file, s))
        .filter((t): t is string => t !== null && SOURCE.test(t));
      graph.set(file, [...new Set(targets)]);
    }
  }
  return graph;
}

/** Every strongly connected group of two or more files (or a file importing itself): each one a cycle. */
export function cycles(graph: Map<string, string[]>): string[][] {
  // Tarjan's algorithm, iterative so that deep graphs cannot overflow the stack.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const groups: string[][] = [];
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const targets = graph.get(frame.node) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++]!;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const group: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.node);
        if (group.length > 1 || targets.includes(frame.node)) groups.push(group.sort());
      }
    }
  }
  return groups;
}

/** One import path around a cycle group, for the message: a -> b -> ... -> a. */
function cyclePath(graph: Map<string, string[]>, group: string[]): string[] {
  const members = new Set(group);
  const start = group[0]!;
  // Breadth-first from start back to start inside the group.
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [start];
        for (let at: string | undefined = node; at !== undefined && at !== start; at = previous.get(at))
          path.unshift(at);
        path.unshift(start);
        return path;
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return group;
}

/** Files Node runs without Vite: what the scripts and the config files import, transitively. */
const NODE_ROOTS = ['astro.config.mjs', 'vitest.config.ts', 'vitest.e2e.config.ts', 'eslint.config.js'];

/** Files that Node loads (see NODE_ROOTS) and that import with `~/`: file -> its `~/` specifiers. */
export function aliasInNodeFiles(root: string, graph: Map<string, string[]>): Map<string, string[]> {
  const isNodeRun = (file: string) => {
    const path = relative(root, file).split(sep).join('/');
    return path.startsWith('scripts/') && !/\.(test|e2e)\.ts$/.test(path);
  };
  const stack = [...graph.keys()].filter(isNodeRun);
  for (const config of NODE_ROOTS) {
    const file = join(root, config);
    if (!existsSync(file)) continue;
    for (const specifier of importsOf(file, codeOf(file))) {
      const target = resolveImport(root, file, specifier);
      if (target) stack.push(target);
    }
  }
  const seen = new Set<string>();
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(graph.get(file) ?? []));
  }
  const found = new Map<string, string[]>();
  for (const file of seen) {
    const aliased = importsOf(file, codeOf(file)).filter((s) => s.startsWith('~/'));
    if (aliased.length > 0) found.set(file, aliased);
  }
  return found;
}

/** Package paths that are a framework's internals, not its public API (see the top of this file). */
const INTERNAL_IMPORT = /^astro\/dist(\/|$)/;

/** Whether a module specifier reaches into a framework's internals. */
export function isInternalImport(specifier: string): boolean {
  return INTERNAL_IMPORT.test(specifier);
}

/** Files of the given folders that import a framework's internals: file -> those specifiers. */
export function internalImports(root: string, folders: string[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const folder of folders) {
    for (const file of listSources(join(root, folder))) {
      const internal = importsOf(file, codeOf(file)).filter(isInternalImport);
      if (internal.length > 0) found.set(file, internal);
    }
  }
  return found;
}

function main(): void {
  const root = process.cwd();
  const graph = importGraph(root, ['src', 'scripts']);
  const found = cycles(graph);
  const show = (file: string) => relative(root, file).split(sep).join('/');
  for (const group of found) {
    console.error(`Import cycle (${group.length} files): ${cyclePath(graph, group).map(show).join(' -> ')}`);
  }
  const aliased = aliasInNodeFiles(root, graph);
  for (const [file, specifiers] of aliased) {
    console.error(
      `${show(file)}: Node runs this file (a script imports it), so it cannot use ${specifiers.join(', ')}; import relatively.`,
    );
  }
  const internal = internalImports(root, ['src', 'scripts']);
  for (const [file, specifiers] of internal) {
    console.error(`${show(file)}: imports Astro's internals (${specifiers.join(', ')}); use its public API.`);
  }
  if (found.length > 0 || aliased.size > 0 || internal.size > 0) process.exit(1);
  console.log(
    `No import cycles in src/ and scripts/ (${graph.size} files); no ~/ import in a file Node runs; no import of astro/dist.`,
  );
}

if (import.meta.main) main();
