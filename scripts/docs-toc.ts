// node scripts/docs-toc.ts [--check] [file]: the table of contents of docs/decisions.md, between
// `<!-- toc -->` and `<!-- /toc -->`, kept in step with the file's `## ` headings. The TOC holds the
// grouping (a `- Group` line with `  - [Section](#anchor)` lines under it), so the script keeps
// every group and its order, drops links to headings that are gone, and lists a heading the TOC
// does not name yet under "Not yet grouped" at its end: move that line into its group by hand.
// With --check it changes nothing and exits 1 when the TOC is out of date.
import { readFileSync, writeFileSync } from 'node:fs';
import GithubSlugger from 'github-slugger';

export const UNGROUPED = 'Not yet grouped';
const START = '<!-- toc -->';
const END = '<!-- /toc -->';

interface Group {
  name: string;
  titles: string[];
}

/** The `## ` headings of a Markdown text, outside fenced code. */
export function headingsOf(markdown: string): string[] {
  const found: string[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^(```|~~~)/.test(line)) fenced = !fenced;
    else if (!fenced && line.startsWith('## ')) found.push(line.slice(3).trim());
  }
  return found;
}

/** The groups of an existing TOC block, with the section titles its links show. */
function groupsOf(block: string): Group[] {
  const groups: Group[] = [];
  for (const line of block.split('\n')) {
    const group = /^- (.+)$/.exec(line);
    const entry = /^ {2}- \[(.+)\]\(#[^)]*\)$/.exec(line);
    if (group?.[1]) groups.push({ name: group[1].trim(), titles: [] });
    else if (entry?.[1]) groups.at(-1)?.titles.push(entry[1].replaceAll('\\[', '[').replaceAll('\\]', ']'));
  }
  return groups;
}

/** The text with its TOC block rewritten from its headings (unchanged when already up to date). */
export function updateToc(markdown: string): string {
  const start = markdown.indexOf(START);
  const end = markdown.indexOf(END);
  if (start < 0 || end < start) throw new Error(`no ${START} ... ${END} block`);
  const headings = headingsOf(markdown);
  // The TOC names a section by its heading, so two sections may not share one.
  const twice = headings.find((h, i) => headings.indexOf(h) !== i);
  if (twice !== undefined) throw new Error(`two sections are headed "${twice}": give one another heading`);
  const slugger = new GithubSlugger();
  const anchors = new Map(headings.map((h) => [h, slugger.slug(h)]));
  const present = new Set(headings);
  const groups = groupsOf(markdown.slice(start + START.length, end))
    .map((g) => ({ name: g.name, titles: g.titles.filter((t) => present.has(t)) }))
    .filter((g) => g.name !== UNGROUPED);
  const listed = new Set(groups.flatMap((g) => g.titles));
  const ungrouped = headings.filter((h) => !listed.has(h));
  if (ungrouped.length > 0) groups.push({ name: UNGROUPED, titles: ungrouped });
  const lines = groups
    .filter((g) => g.titles.length > 0)
    .flatMap((g) => [
      `- ${g.name}`,
      ...g.titles.map((t) => `  - [${t.replaceAll('[', '\\[').replaceAll(']', '\\]')}](#${anchors.get(t) ?? ''})`),
    ]);
  return `${markdown.slice(0, start)}${START}\n\n${lines.join('\n')}\n\n${markdown.slice(end)}`;
}

function main(): void {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const file = args.find((a) => !a.startsWith('--')) ?? 'docs/decisions.md';
  const text = readFileSync(file, 'utf8');
  const next = updateToc(text);
  if (next === text) return;
  if (check) {
    console.error(`${file}: the table of contents is out of date; run node scripts/docs-toc.ts`);
    process.exit(1);
  }
  writeFileSync(file, next);
  console.log(`${file}: table of contents updated`);
}

if (import.meta.main) main();
