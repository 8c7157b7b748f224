// The lint rule that keeps tenant settings in props builders (eslint.config.js, NO_SETTINGS):
// a page, an optional route, a shared component or a feature's component or island importing the
// settings module fails lint.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const page = (from: string) => `---\nimport { site } from '${from}';\n---\n<p>{site.name}</p>\n`;

describe('settings are read only in props builders, layouts and config', { timeout: 30_000 }, () => {
  it.each([
    ['src/pages/example.astro', '../site.ts'],
    ['src/pages/cars/example.astro', '../../site.ts'],
    ['src/pages/cars/example.astro', '~/site.ts'],
    ['src/routes/example.astro', '../site.ts'],
    ['src/components/Example.astro', '../site.ts'],
    ['src/features/example/Example.astro', '../../site.ts'],
    ['src/features/example/parts/Example.astro', '~/site.ts'],
    ['src/features/example/Example.tsx', '../../site.ts'],
  ])('%s may not import %s', async (file, from) => {
    const code = file.endsWith('.tsx')
      ? `import { site } from '${from}';\nexport const Name = () => <p>{site.name}</p>;\n`
      : page(from);
    const messages = await restrictedImports(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('props builder (props.server.ts');
  });

  it.each([
    ['src/layouts/Example.astro', '../site.ts'],
    ['src/features/example/props.server.ts', '../../site.ts'],
  ])('%s may import %s', async (file, from) => {
    const code =
      file.endsWith('.astro') || file.endsWith('.tsx')
        ? page(from)
        : `import { site } from '${from}';\nexport const name = site.name;\n`;
    expect(await restrictedImports(file, code)).toEqual([]);
  });

  it('has no exception: the footer takes its props from its builder too', async () => {
    expect(await restrictedImports('src/components/Footer.astro', page('../site.ts'))).toHaveLength(1);
    expect(await restrictedImports('src/components/Footer.astro', page('../pages/example.ts'))).toHaveLength(1);
  });
});
