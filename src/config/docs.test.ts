import { readFileSync } from 'node:fs';
import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SiteConfigSchema } from './site-schema.ts';

/** Every leaf setting of the schema as a dotted path ('features.reserve'). */
function settingPaths(schema: v.GenericSchema, prefix = ''): string[] {
  const s = schema as unknown as {
    type: string;
    wrapped?: v.GenericSchema;
    entries?: Record<string, v.GenericSchema>;
    pipe?: v.GenericSchema[];
  };
  if (s.type === 'optional' || s.type === 'nullable') return settingPaths(s.wrapped!, prefix);
  if (s.pipe && s.type !== 'strict_object') return settingPaths(s.pipe[0]!, prefix);
  if (s.type === 'strict_object' && s.entries && prefix.split('.').length < 2) {
    return Object.entries(s.entries).flatMap(([key, child]) => settingPaths(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

describe('docs/tenant-config.md', () => {
  it('documents every setting of the tenant config schema', () => {
    const doc = readFileSync('docs/tenant-config.md', 'utf8');
    const missing = settingPaths(SiteConfigSchema).filter((path) => {
      const leaf = path.split('.').pop()!;
      return !doc.includes(`\`${path}\``) && !doc.includes(`\`${leaf}\``);
    });
    expect(missing).toEqual([]);
  });
});
