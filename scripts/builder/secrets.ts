/**
 * Each tenant's rebuild-hook secret: the environment variable
 * BUILDER_SECRET_<SLUG> (upper-cased, non-alphanumerics as `_`), else the
 * tenant's entry in `.secrets/builder.json` (`{ "<slug>": "<secret>" }`, git
 * ignored; BUILDER_SECRETS_FILE moves it).
 *
 * Looked up on every request, so a secret added or rotated takes effect
 * without a restart. Nothing here logs or puts a secret into an error message.
 */
import { existsSync, readFileSync } from 'node:fs';

export const SECRET_ENV_PREFIX = 'BUILDER_SECRET_';
export const DEFAULT_SECRETS_FILE = '.secrets/builder.json';

/** `harbour-toyota` -> `BUILDER_SECRET_HARBOUR_TOYOTA`. */
export function secretEnvName(slug: string): string {
  return SECRET_ENV_PREFIX + slug.toUpperCase().replace(/[^A-Z0-9]/g, '_');
}

export function secretsFilePath(env: NodeJS.ProcessEnv = process.env): string {
  return env['BUILDER_SECRETS_FILE'] || DEFAULT_SECRETS_FILE;
}

/** The secrets file is unreadable or not a JSON object of strings. The message never quotes its content. */
export class SecretsFileError extends Error {}

function readSecretsFile(path: string): Record<string, unknown> | null {
  if (!existsSync(path)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    // JSON.parse's message quotes the text around the error, which may be a secret.
    throw new SecretsFileError(`${path} is not valid JSON.`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new SecretsFileError(`${path} must hold a JSON object { "<slug>": "<secret>" }.`);
  }
  return parsed as Record<string, unknown>;
}

/**
 * The tenant's secret, or null when none is configured. An empty or blank
 * value counts as none: an empty HMAC key would let anyone sign.
 */
export function loadSecret(slug: string, env: NodeJS.ProcessEnv = process.env): string | null {
  const fromEnv = env[secretEnvName(slug)];
  if (fromEnv && fromEnv.trim() !== '') return fromEnv;
  const file = readSecretsFile(secretsFilePath(env));
  const fromFile = file && Object.hasOwn(file, slug) ? file[slug] : undefined;
  if (fromFile === undefined) return null;
  if (typeof fromFile !== 'string') {
    throw new SecretsFileError(`${secretsFilePath(env)}: the entry for "${slug}" must be a string.`);
  }
  return fromFile.trim() === '' ? null : fromFile;
}

/** Environment for child processes: the builder's own, minus the hook secrets a build has no use for. */
export function withoutSecrets(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith(SECRET_ENV_PREFIX)));
}
