import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readSearchToken, searchTokenPath, writeSearchToken } from './search-token.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'search-token-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the minted search token', () => {
  const now = new Date('2026-11-25T00:00:00Z');
  const saved = { token: 'jwt', index: 'Car_production', expires_at: '2026-12-02T00:00:00.000Z' };

  it('is used while it works, for its index', () => {
    writeSearchToken('acme', saved, dir);
    expect(readSearchToken('acme', 'Car_production', now, dir)).toBe('jwt');
    expect(readSearchToken('acme', 'Other_index', now, dir)).toBeNull();
    expect(readSearchToken('bravo', 'Car_production', now, dir)).toBeNull();
  });

  it('is not used once expired, nor when the file is damaged', () => {
    writeSearchToken('acme', saved, dir);
    expect(readSearchToken('acme', 'Car_production', new Date('2026-12-02T00:00:00Z'), dir)).toBeNull();
    writeFileSync(searchTokenPath('acme', dir), '{"token":');
    expect(readSearchToken('acme', 'Car_production', now, dir)).toBeNull();
  });
});
