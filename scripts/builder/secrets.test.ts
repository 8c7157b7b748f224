import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSecret, secretEnvName, secretsFilePath, SecretsFileError, withoutSecrets } from './secrets.ts';

const dirs: string[] = [];
function secretsFile(content: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'builder-secrets-'));
  dirs.push(dir);
  const file = join(dir, 'builder.json');
  writeFileSync(file, content);
  return file;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('hook secrets', () => {
  it('names the environment variable after the slug', () => {
    expect(secretEnvName('harbour-toyota')).toBe('BUILDER_SECRET_HARBOUR_TOYOTA');
    expect(secretEnvName('kiwi.motors_2')).toBe('BUILDER_SECRET_KIWI_MOTORS_2');
  });

  it('prefers the environment, then the secrets file; blank counts as none', () => {
    const file = secretsFile(JSON.stringify({ 'harbour-toyota': 'from-file', 'kiwi-motors': '  ', metro: 'm' }));
    const env = { BUILDER_SECRETS_FILE: file, BUILDER_SECRET_HARBOUR_TOYOTA: 'from-env' };
    expect(loadSecret('harbour-toyota', env)).toBe('from-env');
    expect(loadSecret('harbour-toyota', { ...env, BUILDER_SECRET_HARBOUR_TOYOTA: '' })).toBe('from-file');
    expect(loadSecret('kiwi-motors', env)).toBeNull();
    expect(loadSecret('outback-caravans', env)).toBeNull();
    expect(loadSecret('toString', env)).toBeNull();
    expect(loadSecret('metro', env)).toBe('m');
  });

  it('defaults to .secrets/builder.json, and a missing file means no secrets', () => {
    expect(secretsFilePath({})).toBe('.secrets/builder.json');
    expect(loadSecret('a', { BUILDER_SECRETS_FILE: '/nonexistent/builder.json' })).toBeNull();
  });

  it('rejects a broken secrets file without quoting it', () => {
    const broken = secretsFile('{ "harbour-toyota": "hunter2-very-secret" ');
    const error = (() => {
      try {
        loadSecret('harbour-toyota', { BUILDER_SECRETS_FILE: broken });
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(SecretsFileError);
    expect((error as Error).message).toBe(`${broken} is not valid JSON.`);
    expect(() => loadSecret('a', { BUILDER_SECRETS_FILE: secretsFile('["a"]') })).toThrow(SecretsFileError);
    expect(() => loadSecret('a', { BUILDER_SECRETS_FILE: secretsFile('{"a": 1}') })).toThrow(/must be a string/);
  });

  it('keeps the hook secrets out of a child environment (the file path is no secret)', () => {
    expect(withoutSecrets({ PATH: '/bin', BUILDER_SECRET_A: 'x', BUILDER_SECRETS_FILE: 'f' })).toEqual({
      PATH: '/bin',
      BUILDER_SECRETS_FILE: 'f',
    });
  });
});
