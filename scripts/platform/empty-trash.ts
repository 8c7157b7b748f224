// node scripts/platform/empty-trash.ts <folder>...: deletes the folders. Started by emptyTrash
// (releases.ts) at the lowest CPU priority, so deleting a dropped release's files runs in the
// time the nightly's build leaves free instead of taking it from the build.
import { rmSync } from 'node:fs';

for (const folder of process.argv.slice(2)) rmSync(folder, { recursive: true, force: true });
