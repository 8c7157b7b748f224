// A JSON-LD checker built from the schema-dts types (the same types the builders in
// src/core/structured-data.ts are written against): every node's @type must be a schema.org type
// schema-dts knows, and every property of a node one that schema-dts defines for that type.
// TypeScript's own checker reads the types, so nothing is copied by hand.
import ts from 'typescript';
import { resolve } from 'node:path';

const VIRTUAL = resolve('tests/e2e/helpers/__schema_check__.ts');

/** Property names schema-dts allows on each given schema.org type; null for a type it does not define. */
export function schemaProperties(typeNames: readonly string[]): Map<string, Set<string> | null> {
  const names = [...new Set(typeNames)].filter((n) => /^[A-Za-z][A-Za-z0-9]*$/.test(n));
  const text = `import type * as S from 'schema-dts';\n${names.map((n) => `export type T_${n} = S.${n};`).join('\n')}\n`;
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, ...rest) =>
    resolve(file) === VIRTUAL ? ts.createSourceFile(file, text, language) : getSourceFile(file, language, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (file) => resolve(file) === VIRTUAL || fileExists(file);
  const program = ts.createProgram([VIRTUAL], options, host);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(VIRTUAL)!;
  const result = new Map<string, Set<string> | null>();
  for (const statement of source.statements) {
    if (!ts.isTypeAliasDeclaration(statement)) continue;
    const name = statement.name.text.slice('T_'.length);
    const type = checker.getTypeAtLocation(statement.name);
    const members = type.isUnion() ? type.types : [type];
    const props = new Set<string>();
    let typed = false;
    for (const member of members) {
      const atType = member.getProperty('@type');
      if (!atType) continue;
      typed = true;
      for (const p of member.getProperties()) props.add(p.name);
    }
    result.set(name, typed && checker.getTypeFromTypeNode(statement.type).flags !== ts.TypeFlags.Any ? props : null);
  }
  for (const n of typeNames) if (!result.has(n)) result.set(n, null);
  return result;
}

type Node = Record<string, unknown>;

function nodes(value: unknown, out: Node[] = []): Node[] {
  if (Array.isArray(value)) for (const v of value) nodes(v, out);
  else if (value && typeof value === 'object') {
    if ('@type' in value) out.push(value as Node);
    for (const v of Object.values(value)) nodes(v, out);
  }
  return out;
}

/** Every problem the schema-dts types find in JSON-LD documents (empty when all is well). */
export function checkJsonLd(documents: readonly unknown[]): string[] {
  const all = documents.flatMap((d) => nodes(d));
  const known = schemaProperties(all.map((n) => String(n['@type'])));
  const problems: string[] = [];
  for (const doc of documents) {
    if ((doc as Node)['@context'] !== 'https://schema.org')
      problems.push(`no schema.org @context: ${JSON.stringify(doc).slice(0, 80)}`);
  }
  for (const node of all) {
    const type = String(node['@type']);
    const props = known.get(type);
    if (!props) {
      problems.push(`unknown type ${type}`);
      continue;
    }
    for (const key of Object.keys(node)) {
      if (key === '@context') continue;
      if (!props.has(key)) problems.push(`${type} has no property ${key}`);
    }
  }
  return problems;
}
