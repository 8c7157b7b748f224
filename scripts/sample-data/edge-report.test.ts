import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { edgeCaseMarkdown, END, README_PATH, readmeWithTable, START } from './edge-report.ts';

describe('README edge-case table', () => {
  it('matches the generator (refresh: node scripts/sample-data/edge-report.ts --write)', () => {
    const readme = readFileSync(README_PATH, 'utf8');
    expect(readmeWithTable(readme, edgeCaseMarkdown())).toBe(readme);
  });

  it('replaces only the text between the markers', () => {
    expect(readmeWithTable(`a\n${START}\nold\n${END}\nb`, 'new')).toBe(`a\n${START}\n\nnew\n${END}\nb`);
    expect(() => readmeWithTable('no markers', 'x')).toThrow(/markers/);
  });
});
