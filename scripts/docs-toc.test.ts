import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { headingsOf, updateToc } from './docs-toc.ts';

const doc = (toc: string, ...sections: string[]): string =>
  `# Title\n\nIntro.\n\n<!-- toc -->\n\n${toc}\n\n<!-- /toc -->\n\n${sections.map((s) => `## ${s}\n\nText.\n`).join('\n')}`;

describe('updateToc', () => {
  const grouped = '- Search\n  - [Search island](#search-island)\n- Leads\n  - [Lead forms](#lead-forms)';

  it.each([
    {
      name: 'a new section is listed under "Not yet grouped", the groups kept',
      toc: grouped,
      sections: ['Search island', 'Lead forms', "Dealer's own pages: 2026"],
      expected: grouped + "\n- Not yet grouped\n  - [Dealer's own pages: 2026](#dealers-own-pages-2026)",
    },
    {
      name: 'a link to a heading that is gone is dropped, and so is a group left empty',
      toc: grouped,
      sections: ['Lead forms'],
      expected: '- Leads\n  - [Lead forms](#lead-forms)',
    },
    {
      name: 'a section moved into its group leaves "Not yet grouped"',
      toc:
        grouped.replace('(#search-island)', '(#search-island)\n  - [Maps](#maps)') +
        '\n- Not yet grouped\n  - [Maps](#maps)',
      sections: ['Search island', 'Lead forms', 'Maps'],
      expected: grouped.replace('(#search-island)', '(#search-island)\n  - [Maps](#maps)'),
    },
    {
      name: "anchors are GitHub's",
      toc: '',
      sections: ['Maps (phones)', 'Build: `astro build` on two cores'],
      expected:
        '- Not yet grouped\n  - [Maps (phones)](#maps-phones)\n  - [Build: `astro build` on two cores](#build-astro-build-on-two-cores)',
    },
  ])('$name', ({ toc, sections, expected }) => {
    const next = updateToc(doc(toc, ...sections));
    expect(next).toBe(doc(expected, ...sections));
    expect(updateToc(next)).toBe(next);
  });

  it('refuses a file without the block, and two sections with one heading', () => {
    expect(() => updateToc('# Title\n\n## Section\n')).toThrow('<!-- toc -->');
    expect(() => updateToc(doc('', 'Maps', 'Lead forms', 'Maps'))).toThrow('two sections are headed "Maps"');
  });

  it('reads no heading inside fenced code', () => {
    expect(headingsOf('## A\n\n```md\n## Not one\n```\n\n## B\n')).toEqual(['A', 'B']);
  });
});

describe('docs/decisions.md', () => {
  // Sections appended at the end are listed by the script when it is next run; a link whose
  // heading was renamed or removed is wrong now, so that fails here.
  it('every link of its contents names a section of the file', () => {
    const text = readFileSync('docs/decisions.md', 'utf8');
    const toc = text.slice(text.indexOf('<!-- toc -->'), text.indexOf('<!-- /toc -->'));
    const linked = [...toc.matchAll(/^ {2}- \[(.+)\]\(#/gm)].map((m) => m[1]);
    expect(linked.length).toBeGreaterThan(20);
    expect(linked.filter((t) => !headingsOf(text).includes(t ?? ''))).toEqual([]);
  });
});
