// npm run rollback -- --site <slug> [--to <release-id>]: make the release before the live one
// (or the one named) live again. Prints what is live before and after; exit 2 on a usage error,
// 1 when the rollback fails.
import { parseArgs } from 'node:util';
import { currentReleaseId, listReleases, rollback } from './platform/releases.ts';

const usage = 'Usage: npm run rollback -- --site <slug> [--to <release-id>]';
let values: { site?: string | undefined; to?: string | undefined };
try {
  ({ values } = parseArgs({ options: { site: { type: 'string' }, to: { type: 'string' } } }));
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
const slug = values.site;
if (!slug) {
  console.error(usage);
  process.exit(2);
}

console.log(`${slug}: live before: ${currentReleaseId(slug) ?? 'none'}`);
try {
  const now = rollback(slug, values.to);
  console.log(`${slug}: live now:    ${now}`);
  console.log(
    `Releases (oldest first):\n${listReleases(slug)
      .map((id) => `  ${id === now ? '*' : ' '} ${id}`)
      .join('\n')}`,
  );
} catch (error) {
  console.error(`Rollback of ${slug} failed: ${(error as Error).message}`);
  process.exit(1);
}
