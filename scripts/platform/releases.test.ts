import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  rmSync,
  readdirSync,
  readFileSync,
  linkSync,
  readlinkSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { list } from 'tar';
import { describe, expect, it, vi } from 'vitest';
import { tempDirsPerTest } from '../../tests/temp-dirs.ts';
import {
  currentReleaseId,
  draftRelease,
  listReleases,
  publishRelease,
  RELEASES_KEPT,
  emptyTrash,
  rollback,
  startEmptyingTrash,
  smokeCheck,
  SmokeCheckError,
  type PublishOptions,
  type ReleaseManifest,
} from './releases.ts';

const tempDir = tempDirsPerTest('releases');
const SLUG = 'demo-motors';
const LONG_PATH = `locations/${'a-very-long-folder-name-for-a-dealership-location'.repeat(2)}/${'page'.repeat(20)}.html`;

/** A small site shaped like the build's output (build.format 'file'). */
function siteFiles(version = 'v1'): Record<string, string> {
  return {
    'index.html': `<html><body><h1>Home ${version}</h1>
      <a href="/cars/hilux-1">Hilux</a> <a href='/search/used'>Used</a> <a href="/models">Models</a>
      <a href="/locations/">Locations</a> <a href="/search/used?page=2#results">Page 2</a>
      <a href="https://example.com/x">ext</a> <a href="//cdn.example.com/y.js">cdn</a>
      <a href="mailto:sales@example.com">mail</a> <a href="tel:+61000">call</a> <a href="#top">top</a>
      <a data-href="/not-a-link">x</a> <script type="module" src="/_astro/app.js"></script>
      <img src="/search-index.json"></body></html>`,
    'cars/hilux-1.html': `<html><h1>Hilux ${version}</h1><a href="/">home</a><a href="/cars/corolla-2">next</a></html>`,
    'cars/corolla-2.html': `<html><h1>Corolla</h1><a href="/cars/hilux-1">prev</a></html>`,
    'search/used.html': `<html><h1>Used</h1><a href="/cars/corolla-2">Corolla</a></html>`,
    'models.html': `<html><h1>Models</h1><a href="/models/hilux">Hilux</a></html>`,
    'models/hilux.html': `<html><h1>Hilux models</h1><a href="/">home</a></html>`,
    'locations/index.html': `<html><h1>Locations</h1><a href="/${LONG_PATH.replace(/\.html$/, '')}">long</a></html>`,
    [LONG_PATH]: '<html><h1>Long path</h1></html>',
    'about-ünïcode.html': '<html><h1>Über</h1></html>',
    // A name longer than a ustar header holds: a pax header carries it.
    [`_astro/${'chunk'.repeat(25)}.js`]: 'export {};',
    '_astro/app.js': 'console.log("app");',
    'search-index.json': '{"cars":[]}',
    'empty.txt': '',
  };
}

function writeSite(dir: string, files: Record<string, string>, order: 'forward' | 'reverse' = 'forward'): string {
  const paths = Object.keys(files).sort();
  if (order === 'reverse') paths.reverse();
  for (const path of paths) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), files[path]!);
  }
  return dir;
}

function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

const sha256 = (data: Buffer | string): string => createHash('sha256').update(data).digest('hex');

function setup(): {
  source: string;
  env: NodeJS.ProcessEnv;
  releases: string;
  publish: (o?: Partial<PublishOptions>) => ReturnType<typeof publishRelease>;
} {
  const source = tempDir();
  const releases = tempDir();
  const env = { RELEASES_DIR: releases };
  let day = 0;
  const publish = (options: Partial<PublishOptions> = {}) =>
    publishRelease({
      slug: SLUG,
      sourceDir: source,
      snapshotHash: 'snap',
      gitCommit: 'abc123',
      // A day apart: distinct, increasing ids.
      now: new Date(Date.UTC(2026, 10, 1 + day++, 3, 15)),
      env,
      ...options,
    });
  return { source, env, releases, publish };
}

describe('publishRelease', () => {
  it('counts the pages the build rendered and those it kept, a page linked twice once', async () => {
    const { source, publish } = setup();
    writeSite(source, siteFiles());
    const old = new Date('2026-11-01T00:00:00Z');
    for (const path of ['models.html', 'models/hilux.html', 'search/used.html'])
      utimesSync(join(source, path), old, old);
    // The reserve page linked as a car's checkout page (scripts/render/checkout-links.ts): one page, two paths.
    mkdirSync(join(source, 'cars/hilux-1'));
    linkSync(join(source, 'cars/hilux-1.html'), join(source, 'cars/hilux-1/checkout.html'));
    const html = Object.keys(siteFiles()).filter((p) => p.endsWith('.html')).length;
    const published = await publish({ builtSince: Date.parse('2026-11-02T00:00:00Z') });
    expect(published.pages).toEqual({ rendered: html - 3, reused: 3 });
  });

  it('copies the build into a release with a manifest listing every file and its sha256, and makes it current', async () => {
    const { source, env, releases, publish } = setup();
    const files = siteFiles();
    writeSite(source, files);
    const published = await publish({ snapshotHash: 'snap-1', gitCommit: undefined });

    expect(published.releaseId).toMatch(/^20261101T031500000Z-[0-9a-f]{8}$/);
    expect(published.dir).toBe(join(releases, SLUG, published.releaseId));
    const onDisk = JSON.parse(readFileSync(join(published.dir, 'manifest.json'), 'utf8')) as ReleaseManifest;
    expect(onDisk).toEqual(published.manifest);
    const expected = Object.keys(files)
      .sort()
      .map((path) => ({ path, bytes: Buffer.byteLength(files[path]!), sha256: sha256(files[path]!) }));
    expect(onDisk.files.map((f) => f.path)).toEqual([...onDisk.files.map((f) => f.path)].sort());
    expect(onDisk.files).toEqual(expect.arrayContaining(expected));
    expect(onDisk.files).toHaveLength(expected.length);
    expect(onDisk).toMatchObject({
      tenant: SLUG,
      releaseId: published.releaseId,
      snapshotHash: 'snap-1',
      createdAt: '2026-11-01T03:15:00.000Z',
      fileCount: expected.length,
      bytes: expected.reduce((sum, f) => sum + f.bytes, 0),
    });
    // No gitCommit given: the repository's HEAD.
    expect(onDisk.gitCommit).toMatch(/^[0-9a-f]{40}$/);
    // The release holds the files (and the manifest), with their content.
    expect(filesUnder(published.dir)).toEqual([...Object.keys(files), 'manifest.json'].sort());
    for (const file of onDisk.files) expect(sha256(readFileSync(join(published.dir, file.path)))).toBe(file.sha256);
    expect(currentReleaseId(SLUG, env)).toBe(published.releaseId);
    // A relative link, so the releases folder can move.
    expect(readlinkSync(join(releases, SLUG, 'current'))).toBe(published.releaseId);
    expect(existsSync(published.tarball)).toBe(true);
  });

  it('makes byte-identical tarballs from the same files, whatever their mtimes and write order', async () => {
    const a = setup();
    const b = setup();
    writeSite(a.source, siteFiles(), 'forward');
    writeSite(b.source, siteFiles(), 'reverse');
    for (const [i, path] of Object.keys(siteFiles()).entries()) {
      utimesSync(join(b.source, path), new Date(2001, 0, 1 + i), new Date(2001, 0, 1 + i));
    }
    const first = await a.publish({ now: new Date('2026-01-01T00:00:00Z'), snapshotHash: 'x', gitCommit: 'one' });
    const other = await b.publish({ now: new Date('2027-06-30T12:00:00Z'), snapshotHash: 'y', gitCommit: 'two' });
    expect(readFileSync(other.tarball).equals(readFileSync(first.tarball))).toBe(true);

    // Again from a's last tarball (members copied, not recompressed): still the same bytes.
    const again = await a.publish();
    expect(again.tarballStats.compressed).toBe(0);
    expect(again.tarball).not.toBe(first.tarball);
    expect(readFileSync(again.tarball).equals(readFileSync(first.tarball))).toBe(true);

    // A different file gives a different tarball (the comparison above can fail).
    writeFileSync(join(a.source, 'cars/corolla-2.html'), '<html><h1>Corolla sold</h1><a href="/">home</a></html>');
    const changed = await a.publish();
    expect(readFileSync(changed.tarball).equals(readFileSync(first.tarball))).toBe(false);
  });

  it('copies what the last tarball shares with the new one, giving the bytes a fresh assembly gives', async () => {
    const { source, releases, publish } = setup();
    writeSite(source, siteFiles());
    await publish();
    writeFileSync(join(source, 'cars/corolla-2.html'), '<html><h1>Corolla sold</h1><a href="/">home</a></html>');
    mkdirSync(join(source, 'cars/new-3'));
    writeFileSync(join(source, 'cars/new-3/checkout.html'), '<html><h1>Checkout</h1><a href="/">home</a></html>');
    const copied = await publish();
    expect(copied.tarballStats.copied).toBeGreaterThan(5);
    expect(copied.tarballStats.compressed).toBe(2);

    // The same files with no last tarball to copy from: every file compressed again.
    rmSync(join(releases, SLUG, '.tar-cache', 'last.json'));
    const fresh = await publish();
    expect(fresh.tarballStats.copied).toBe(0);
    expect(readFileSync(copied.tarball).equals(readFileSync(fresh.tarball))).toBe(true);
    const out = tempDir();
    expect(spawnSync('tar', ['-xzf', copied.tarball, '-C', out]).status).toBe(0);
    expect(readFileSync(join(out, 'cars/new-3/checkout.html'), 'utf8')).toContain('Checkout');

    // A last tarball changed since it was indexed is not copied from.
    writeFileSync(join(source, 'models.html'), '<html><h1>Models again</h1></html>');
    const index = join(releases, SLUG, '.tar-cache', 'last.json');
    const last = JSON.parse(readFileSync(index, 'utf8')) as { tarball: string };
    writeFileSync(join(releases, SLUG, last.tarball), 'not a tarball');
    const safe = await publish();
    expect(safe.tarballStats.copied).toBe(0);
    expect(spawnSync('tar', ['-tzf', safe.tarball]).status).toBe(0);
  });

  it('writes changed files among copied runs in path order, however many compress at once', async () => {
    const { source, releases, publish } = setup();
    const pages = Object.fromEntries(
      Array.from({ length: 90 }, (_, i) => [`cars/car-${String(i).padStart(2, '0')}.html`, `<h1>Car ${i}</h1>`]),
    );
    writeSite(source, { ...siteFiles(), ...pages });
    await publish();
    // Every third page changes: dozens of members compress while the runs between them are copied.
    for (const [i, path] of Object.keys(pages).entries()) {
      if (i % 3 === 0) writeFileSync(join(source, path), `<h1>Car ${i}, price dropped</h1>`);
    }
    const mixed = await publish();
    expect(mixed.tarballStats.compressed).toBe(30);
    const listing = spawnSync('tar', ['-tzf', mixed.tarball], { encoding: 'utf8' }).stdout.trim().split('\n');
    const carEntries = listing.filter((line) => /^cars\/car-\d+\.html$/.test(line));
    expect(carEntries).toEqual(Object.keys(pages).sort());
    const out = tempDir();
    expect(spawnSync('tar', ['-xzf', mixed.tarball, '-C', out]).status).toBe(0);
    expect(readFileSync(join(out, 'cars/car-30.html'), 'utf8')).toBe('<h1>Car 30, price dropped</h1>');
    expect(readFileSync(join(out, 'cars/car-31.html'), 'utf8')).toBe('<h1>Car 31</h1>');

    rmSync(join(releases, SLUG, '.tar-cache', 'last.json'));
    const fresh = await publish();
    expect(fresh.tarballStats.compressed).toBe(Object.keys(pages).length + Object.keys(siteFiles()).length);
    expect(readFileSync(fresh.tarball).equals(readFileSync(mixed.tarball))).toBe(true);
  });

  it('writes tar entries without owner or time, files 0644 and folders 0755, in path order', async () => {
    const { source, publish } = setup();
    writeSite(source, siteFiles());
    const published = await publish();
    const entries: {
      path: string;
      mode: number;
      uid: number;
      gid: number;
      mtime: number;
      uname: string;
      type: string;
    }[] = [];
    await list({
      file: published.tarball,
      onReadEntry: (entry) => {
        entries.push({
          path: entry.path,
          mode: entry.mode ?? -1,
          uid: entry.uid ?? -1,
          gid: entry.gid ?? -1,
          mtime: entry.mtime?.getTime() ?? -1,
          uname: entry.uname ?? '',
          type: entry.type,
        });
      },
    });
    const paths = entries.map((e) => e.path);
    expect(paths).toEqual([...paths].sort());
    expect(paths).toContain('cars/');
    expect(paths).toContain(LONG_PATH);
    expect(paths).not.toContain('manifest.json');
    for (const entry of entries) {
      expect(entry).toMatchObject({ uid: 0, gid: 0, mtime: 0, uname: '' });
      expect(entry.mode).toBe(entry.type === 'Directory' ? 0o755 : 0o644);
    }
  });

  it('makes a tarball that the system tar extracts to the same files', async () => {
    const { source, publish } = setup();
    const files = siteFiles();
    files['_astro/big.js'] = Array.from({ length: 30000 }, (_, i) => `const v${i} = ${i * 7};`).join('\n');
    writeSite(source, files);
    const published = await publish();
    const out = tempDir();
    const run = spawnSync('tar', ['-xzf', published.tarball, '-C', out], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(filesUnder(out)).toEqual(Object.keys(files).sort());
    for (const path of Object.keys(files)) expect(readFileSync(join(out, path), 'utf8')).toBe(files[path]);
  });

  it('hard-links unchanged files to the current release and copies changed ones (never linking to the build folder)', async () => {
    const { source, publish } = setup();
    writeSite(source, siteFiles('v1'));
    const first = await publish();
    writeFileSync(join(source, 'index.html'), siteFiles('v2')['index.html']!);
    // Renamed with the same content: still linked, by content.
    writeFileSync(join(source, 'cars/hilux-1-copy.html'), readFileSync(join(source, 'cars/hilux-1.html')));
    const second = await publish();

    const ino = (dir: string, path: string): number => statSync(join(dir, path)).ino;
    expect(ino(second.dir, 'cars/corolla-2.html')).toBe(ino(first.dir, 'cars/corolla-2.html'));
    expect(ino(second.dir, LONG_PATH)).toBe(ino(first.dir, LONG_PATH));
    expect(ino(second.dir, 'cars/hilux-1-copy.html')).toBe(ino(first.dir, 'cars/hilux-1.html'));
    expect(ino(second.dir, 'index.html')).not.toBe(ino(first.dir, 'index.html'));
    expect(readFileSync(join(second.dir, 'index.html'), 'utf8')).toContain('Home v2');
    expect(readFileSync(join(first.dir, 'index.html'), 'utf8')).toContain('Home v1');
    for (const path of Object.keys(siteFiles())) expect(ino(second.dir, path)).not.toBe(ino(source, path));
  });

  it("places the build's hard links to one page (checkout links) as links to one copy, read once", async () => {
    const { source, publish } = setup();
    writeSite(source, siteFiles('v1'));
    writeFileSync(join(source, 'reserve.html'), '<html><body>Reserve this car</body></html>');
    for (const car of ['hilux-1', 'corolla-2']) {
      mkdirSync(join(source, 'cars', car), { recursive: true });
      linkSync(join(source, 'reserve.html'), join(source, 'cars', car, 'checkout.html'));
    }
    const { dir, tarball } = await publish();
    const ino = (path: string): number => statSync(join(dir, path)).ino;
    expect(ino('cars/hilux-1/checkout.html')).toBe(ino('reserve.html'));
    expect(ino('cars/corolla-2/checkout.html')).toBe(ino('reserve.html'));
    expect(ino('reserve.html')).not.toBe(statSync(join(source, 'reserve.html')).ino);
    expect(readFileSync(join(dir, 'cars/corolla-2/checkout.html'), 'utf8')).toContain('Reserve this car');

    // The tarball holds the page once; the other paths are hard link entries to it, and the
    // system tar makes them the same page again.
    const listing = spawnSync('tar', ['-tvzf', tarball], { encoding: 'utf8' }).stdout;
    expect(listing).toMatch(/^h.* cars\/hilux-1\/checkout\.html link to cars\/corolla-2\/checkout\.html$/m);
    expect(listing).toMatch(/^h.* reserve\.html link to cars\/corolla-2\/checkout\.html$/m);
    const out = tempDir();
    expect(spawnSync('tar', ['-xzf', tarball, '-C', out]).status).toBe(0);
    expect(statSync(join(out, 'reserve.html')).ino).toBe(statSync(join(out, 'cars/corolla-2/checkout.html')).ino);
    expect(readFileSync(join(out, 'reserve.html'), 'utf8')).toContain('Reserve this car');
  });

  it('reuses a cached hash while size and mtime are unchanged, and re-reads the file when the mtime moves', async () => {
    const { source, publish } = setup();
    writeSite(source, siteFiles());
    const path = join(source, 'cars/corolla-2.html');
    // A whole-second mtime, so that it can be put back exactly after the rewrite below.
    const mtime = new Date('2026-03-01T10:00:00Z');
    utimesSync(path, mtime, mtime);
    const first = await publish();
    const { size } = statSync(path);
    // Same size, same mtime, other bytes: by design the cache is trusted (no read at all).
    writeFileSync(path, readFileSync(path, 'utf8').replace('Corolla', 'COROLLA'));
    expect(statSync(path).size).toBe(size);
    utimesSync(path, mtime, mtime);
    const second = await publish();
    const entry = (m: ReleaseManifest) => m.files.find((f) => f.path === 'cars/corolla-2.html')!;
    expect(entry(second.manifest).sha256).toBe(entry(first.manifest).sha256);
    // The mtime moves (any rewrite by a build does): hashed again, copied.
    utimesSync(path, new Date(), new Date());
    const third = await publish();
    expect(entry(third.manifest).sha256).toBe(sha256(readFileSync(path)));
    expect(readFileSync(join(third.dir, 'cars/corolla-2.html'), 'utf8')).toContain('COROLLA');
  });

  it('rejects a release without a home page, leaving current and the old release untouched', async () => {
    const { source, env, releases, publish } = setup();
    writeSite(source, siteFiles());
    const good = await publish();
    const before = readdirSync(join(releases, SLUG)).sort();
    const goodFiles = filesUnder(good.dir);

    rmSync(join(source, 'index.html'));
    const error = await publish().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmokeCheckError);
    expect((error as SmokeCheckError).problems).toEqual([
      'no home page: index.html is missing',
      'cars/hilux-1.html: dead link /',
      'models/hilux.html: dead link /',
    ]);
    expect(currentReleaseId(SLUG, env)).toBe(good.releaseId);
    expect(listReleases(SLUG, env)).toEqual([good.releaseId]);
    // No new folder, tarball or staging leftover; the tar and hash caches may be updated.
    expect(readdirSync(join(releases, SLUG)).sort()).toEqual(before);
    expect(filesUnder(good.dir)).toEqual(goodFiles);
    expect(readFileSync(join(good.dir, 'index.html'), 'utf8')).toContain('Home v1');
  });

  it('rejects a release with a dead internal link, naming the page and the link', async () => {
    const { source, env, releases, publish } = setup();
    writeSite(source, siteFiles());
    const good = await publish();
    writeFileSync(
      join(source, 'cars/hilux-1.html'),
      '<a href="/cars/sold-last-week">gone</a><img src="/_astro/missing.png?w=1">',
    );
    const error = await publish().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmokeCheckError);
    expect((error as SmokeCheckError).problems).toEqual([
      'cars/hilux-1.html: dead link /cars/sold-last-week',
      'cars/hilux-1.html: dead link /_astro/missing.png',
    ]);
    expect((error as Error).message).toContain('/cars/sold-last-week');
    expect(currentReleaseId(SLUG, env)).toBe(good.releaseId);
    expect(listReleases(SLUG, env)).toEqual([good.releaseId]);
    expect(readdirSync(join(releases, SLUG)).filter((name) => name.endsWith('.tar.gz'))).toEqual([
      `${good.releaseId}.tar.gz`,
    ]);
    expect(readdirSync(join(releases, SLUG)).filter((name) => name.startsWith('.staging'))).toEqual([]);
  });

  it(`keeps the newest ${RELEASES_KEPT} releases and their tarballs`, async () => {
    const { source, env, releases, publish } = setup();
    writeSite(source, siteFiles());
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      writeFileSync(join(source, 'cars/hilux-1.html'), `<h1>Hilux ${i}</h1><a href="/">home</a>`);
      ids.push((await publish()).releaseId);
    }
    expect(RELEASES_KEPT).toBe(5);
    expect(listReleases(SLUG, env)).toEqual(ids.slice(2));
    expect(currentReleaseId(SLUG, env)).toBe(ids[6]);
    const tenantDir = join(releases, SLUG);
    // The dropped releases are out of the tenant's folder at once, and deleted by emptyTrash.
    expect(readdirSync(tenantDir).filter((n) => ids.slice(0, 2).includes(n))).toEqual([]);
    expect(readdirSync(join(tenantDir, '.trash'))).toHaveLength(2);
    expect(await emptyTrash(SLUG, env)).toBe(2);
    expect(readdirSync(join(tenantDir, '.trash'))).toEqual([]);
    expect(await emptyTrash(SLUG, env)).toBe(0);
    expect(
      readdirSync(tenantDir)
        .filter((n) => n.endsWith('.tar.gz'))
        .sort(),
    ).toEqual(ids.slice(2).map((id) => `${id}.tar.gz`));
    // The cache holds only where the last tarball's members lie.
    expect(readdirSync(join(tenantDir, '.tar-cache'))).toEqual(['last.json']);
    // The kept releases' tarballs still extract (their members were not pruned).
    const out = tempDir();
    expect(spawnSync('tar', ['-xzf', join(tenantDir, `${ids[2]}.tar.gz`), '-C', out]).status).toBe(0);
    expect(readFileSync(join(out, 'cars/hilux-1.html'), 'utf8')).toContain('Hilux 2');
  });

  it('deletes the trash in a process that finishes its work when the caller stops waiting for it', async () => {
    const { env, releases } = setup();
    const trash = join(releases, SLUG, '.trash');
    for (const name of ['20261101T000000000Z-aaaaaaaa.1234', '20261102T000000000Z-bbbbbbbb.5678']) {
      writeSite(join(trash, name), siteFiles());
    }
    const deleting = startEmptyingTrash(SLUG, env);
    deleting.detach();
    expect(await deleting.done).toBe(2);
    expect(readdirSync(trash)).toEqual([]);
    expect(await startEmptyingTrash(SLUG, env).done).toBe(0);
  });

  it('a caller reading the output of a night that detached the delete is not kept waiting for it', async () => {
    const { env, releases } = setup();
    const trash = join(releases, SLUG, '.trash');
    writeSite(join(trash, '20261101T000000000Z-aaaaaaaa.1234'), siteFiles());
    // A night that starts the delete, detaches it and exits; the delete is stopped (a slow disk),
    // so it is still running when the night's output ends.
    const module = JSON.stringify(new URL('./releases.ts', import.meta.url).href);
    const night = [
      `import { startEmptyingTrash } from ${module};`,
      `const deleting = startEmptyingTrash(${JSON.stringify(SLUG)}, process.env);`,
      `process.kill(deleting.pid, 'SIGSTOP');`,
      'deleting.detach();',
      'console.log(deleting.pid);',
    ].join('\n');
    const child = spawn(process.execPath, ['--input-type=module', '-e', night], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    // 'close' comes when the night's stdout and stderr have ended: at once unless the delete holds one.
    const ended = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 10_000);
      child.once('close', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    const pid = Number(out.trim());
    try {
      expect(ended).toBe(true);
      expect(readdirSync(trash)).toHaveLength(1);
    } finally {
      if (pid > 0) process.kill(pid, 'SIGCONT');
    }
    await vi.waitFor(() => expect(readdirSync(trash)).toEqual([]), { timeout: 10_000, interval: 100 });
  }, 30_000);

  it('never prunes the current release, even when it sorts before the newest five', async () => {
    const { source, env, publish } = setup();
    writeSite(source, siteFiles());
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      writeFileSync(join(source, 'cars/hilux-1.html'), `<h1>Hilux ${i}</h1><a href="/">home</a>`);
      ids.push((await publish({ now: new Date(Date.UTC(2026, 5, 10 + i)) })).releaseId);
    }
    // A clock set back: the new release has the oldest id but is the live one.
    const early = await publish({ now: new Date(Date.UTC(2026, 0, 1)) });
    expect(currentReleaseId(SLUG, env)).toBe(early.releaseId);
    expect(listReleases(SLUG, env)).toEqual([early.releaseId, ...ids]);
  });
});

describe('draftRelease (the next release linked while the build runs)', () => {
  /** The build's next output: one page changed, one car gone with its folder, one new car. */
  function nextBuild(source: string): void {
    writeFileSync(
      join(source, 'index.html'),
      siteFiles('v2')['index.html']!.replace('/cars/hilux-1', '/cars/ranger-9'),
    );
    rmSync(join(source, 'cars/hilux-1.html'));
    rmSync(join(source, 'cars/hilux-1'), { recursive: true });
    writeFileSync(join(source, 'cars/ranger-9.html'), '<html><h1>Ranger</h1><a href="/">home</a></html>');
    writeFileSync(join(source, 'search/used.html'), '<html><h1>Used</h1><a href="/cars/ranger-9">Ranger</a></html>');
    writeFileSync(
      join(source, 'cars/corolla-2.html'),
      '<html><h1>Corolla</h1><a href="/cars/ranger-9">next</a></html>',
    );
  }

  /** Two tenants' first release (v1, a car with its checkout page): one to draft, one without. */
  async function twoFirstReleases(): Promise<[ReturnType<typeof setup>, ReturnType<typeof setup>]> {
    const drafted = setup();
    const plain = setup();
    for (const { source, publish } of [drafted, plain]) {
      writeSite(source, siteFiles('v1'));
      mkdirSync(join(source, 'cars/hilux-1'));
      writeFileSync(join(source, 'cars/hilux-1/checkout.html'), '<html>Reserve</html>');
      await publish();
    }
    return [drafted, plain];
  }

  it('publishes the same release as a publish without it, with nothing of the live release the build dropped', async () => {
    const [drafted, plain] = await twoFirstReleases();
    for (const { source } of [drafted, plain]) nextBuild(source);
    const draft = draftRelease(SLUG, drafted.env);
    const prefilled = await draft.ready;
    expect(prefilled.files.get('cars/hilux-1.html')).toBeDefined();
    const withDraft = await drafted.publish({ draft });
    const without = await plain.publish();

    expect(filesUnder(withDraft.dir)).toEqual(filesUnder(without.dir));
    expect(withDraft.manifest.files).toEqual(without.manifest.files);
    expect(readFileSync(withDraft.tarball).equals(readFileSync(without.tarball))).toBe(true);
    expect(existsSync(join(withDraft.dir, 'cars/hilux-1'))).toBe(false);
    expect(readFileSync(join(withDraft.dir, 'index.html'), 'utf8')).toContain('Home v2');
    // The files the build kept are links to the live release's, as without a draft.
    const before = join(drafted.releases, SLUG, listReleases(SLUG, drafted.env)[0]!);
    expect(statSync(join(withDraft.dir, 'models.html')).ino).toBe(statSync(join(before, 'models.html')).ino);
    expect(readFileSync(join(before, 'index.html'), 'utf8')).toContain('Home v1');
    expect(readdirSync(join(drafted.releases, SLUG)).filter((n) => n.startsWith('.staging-'))).toEqual([]);
  });

  it('made before another release went live (a build kept ready), publishes what a publish without it does', async () => {
    const [drafted, plain] = await twoFirstReleases();
    // The draft links v1; then v2 goes live without it, with a page of its own.
    const draft = draftRelease(SLUG, drafted.env);
    await draft.ready;
    for (const { source, publish } of [drafted, plain]) {
      writeFileSync(join(source, 'index.html'), siteFiles('v2')['index.html']!);
      writeFileSync(join(source, 'offers.html'), '<html><h1>Offers</h1><a href="/">home</a></html>');
      await publish();
      nextBuild(source);
      rmSync(join(source, 'offers.html'));
    }
    const withDraft = await drafted.publish({ draft });
    const without = await plain.publish();

    expect(filesUnder(withDraft.dir)).toEqual(filesUnder(without.dir));
    expect(withDraft.manifest.files).toEqual(without.manifest.files);
    expect(readFileSync(join(withDraft.dir, 'index.html'), 'utf8')).toContain('Home v2');
    expect(readFileSync(join(withDraft.dir, 'search/used.html'), 'utf8')).toContain('Ranger');
  });

  /** A live release (v1) and a draft of the next one, linked. */
  async function liveAndDraft() {
    const context = setup();
    writeSite(context.source, siteFiles('v1'));
    await context.publish();
    const draft = draftRelease(SLUG, context.env);
    await draft.ready;
    return { ...context, draft };
  }

  it('discardNow() stops it and removes its folder at once (a build kept ready that is stopped)', async () => {
    const { releases, draft } = await liveAndDraft();
    draft.discardNow();
    expect(readdirSync(join(releases, SLUG)).filter((n) => n.startsWith('.staging-'))).toEqual([]);
  });

  it('is left alone by another publish cleaning up, and discard() removes it', async () => {
    const { releases, publish, draft } = await liveAndDraft();
    // A publish that was killed left its staging folder: the next one removes that, not the draft.
    const killed = join(releases, SLUG, '.staging-999999999-abcdef');
    mkdirSync(killed);
    await publish();
    expect(existsSync(killed)).toBe(false);
    expect(existsSync(draft.staging)).toBe(true);
    await draft.discard();
    expect(existsSync(draft.staging)).toBe(false);
  });

  it('starts empty before the first release, and the publish places every file', async () => {
    const { source, env, publish } = setup();
    writeSite(source, siteFiles('v1'));
    const draft = draftRelease(SLUG, env);
    expect((await draft.ready).files.size).toBe(0);
    const first = await publish({ draft });
    expect(filesUnder(first.dir)).toEqual([...Object.keys(siteFiles('v1')), 'manifest.json'].sort());
  });

  it("a failed smoke check leaves the live release as it was and removes the draft's folder", async () => {
    const { source, env, releases, publish } = setup();
    writeSite(source, siteFiles('v1'));
    const live = await publish();
    rmSync(join(source, 'index.html'));
    const draft = draftRelease(SLUG, env);
    await expect(publish({ draft })).rejects.toThrow(SmokeCheckError);
    expect(currentReleaseId(SLUG, env)).toBe(live.releaseId);
    expect(readFileSync(join(live.dir, 'index.html'), 'utf8')).toContain('Home v1');
    expect(existsSync(draft.staging)).toBe(false);
    expect(readdirSync(join(releases, SLUG)).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });
});

describe('rollback', () => {
  async function threeReleases() {
    const context = setup();
    writeSite(context.source, siteFiles());
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      writeFileSync(join(context.source, 'index.html'), siteFiles(`r${i}`)['index.html']!);
      ids.push((await context.publish()).releaseId);
    }
    return { ...context, ids };
  }

  it('goes back to the release before the current one, then the one before that', async () => {
    const { env, releases, ids } = await threeReleases();
    expect(rollback(SLUG, undefined, env)).toBe(ids[1]);
    expect(currentReleaseId(SLUG, env)).toBe(ids[1]);
    expect(readFileSync(join(releases, SLUG, 'current', 'index.html'), 'utf8')).toContain('Home r1');
    expect(rollback(SLUG, undefined, env)).toBe(ids[0]);
    expect(() => rollback(SLUG, undefined, env)).toThrow(/Nothing to roll back to/);
    expect(currentReleaseId(SLUG, env)).toBe(ids[0]);
  });

  it('goes to the release named, and names the releases when the id is unknown', async () => {
    const { env, ids } = await threeReleases();
    expect(rollback(SLUG, ids[0], env)).toBe(ids[0]);
    expect(currentReleaseId(SLUG, env)).toBe(ids[0]);
    expect(rollback(SLUG, ids[2], env)).toBe(ids[2]);
    expect(() => rollback(SLUG, '20200101T000000000Z-deadbeef', env)).toThrow(
      new RegExp(`no release "20200101T000000000Z-deadbeef".*${ids[0]}, ${ids[1]}, ${ids[2]}`),
    );
    expect(currentReleaseId(SLUG, env)).toBe(ids[2]);
    expect(() => rollback('no-such-tenant', undefined, env)).toThrow(/no releases/);
  });

  it('works from the command line: exit 2 on usage, 1 on failure, 0 with before and after printed', async () => {
    const { releases, ids } = await threeReleases();
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['scripts/rollback.ts', ...args], {
        encoding: 'utf8',
        env: { ...process.env, RELEASES_DIR: releases },
      });
    expect(run().status).toBe(2);
    expect(run('--site', SLUG, '--bogus').status).toBe(2);
    const unknown = run('--site', SLUG, '--to', 'nope');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('no release "nope"');
    const ok = run('--site', SLUG);
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain(`live before: ${ids[2]}`);
    expect(ok.stdout).toContain(`live now:    ${ids[1]}`);
    expect(currentReleaseId(SLUG, { RELEASES_DIR: releases })).toBe(ids[1]);
  });
});

describe('smokeCheck', () => {
  it('passes a whole site and names each missing part of an empty one', () => {
    const dir = writeSite(tempDir(), siteFiles());
    expect(smokeCheck(dir)).toEqual([]);
    expect(smokeCheck(tempDir())).toEqual([
      'no home page: index.html is missing',
      'no vehicle page: no cars/*.html',
      'no search page: no search/*.html',
    ]);
  });

  it('samples pages across folders, not only the first ones', () => {
    const files = siteFiles();
    for (let i = 0; i < 100; i++) files[`cars/car-${String(i).padStart(3, '0')}.html`] = '<a href="/">home</a>';
    files['cars/zzz-sold.html'] = '<a href="/cars/nowhere">dead</a>';
    files['models/zz-last.html'] = '<a href="/models/nowhere">dead</a>';
    const dir = writeSite(tempDir(), files);
    // The last page of a folder is in the sample; with one page allowed, only the first car is.
    expect(smokeCheck(dir, { samplePages: 40 })).toEqual([
      'cars/zzz-sold.html: dead link /cars/nowhere',
      'models/zz-last.html: dead link /models/nowhere',
    ]);
    expect(smokeCheck(dir, { samplePages: 1 })).toEqual([]);
  });
});

describe('preview (scripts/serve.ts)', () => {
  it('serves the current release and follows a rollback without a restart', async () => {
    const { source, env, releases, publish } = setup();
    writeSite(source, siteFiles('v1'));
    const first = await publish();
    writeFileSync(join(source, 'cars/hilux-1.html'), siteFiles('v2')['cars/hilux-1.html']!);
    const second = await publish();

    const child = spawn(process.execPath, ['scripts/serve.ts', '--site', SLUG, '--port', '0'], {
      env: { ...process.env, RELEASES_DIR: releases },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const match = /http:\/\/127\.0\.0\.1:\d+/.exec(out);
          if (match) resolve(match[0]);
        });
        child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.on('exit', (code) => reject(new Error(`serve.ts exited ${code}: ${out}`)));
      });
      const page = async () => {
        const response = await fetch(`${url}/cars/hilux-1`);
        return { status: response.status, release: response.headers.get('x-release'), body: await response.text() };
      };
      expect(await page()).toMatchObject({
        status: 200,
        release: second.releaseId,
        body: expect.stringContaining('Hilux v2'),
      });
      rollback(SLUG, undefined, env);
      expect(await page()).toMatchObject({
        status: 200,
        release: first.releaseId,
        body: expect.stringContaining('Hilux v1'),
      });
      expect((await fetch(`${url}/no-such-page`)).status).toBe(404);
    } finally {
      child.kill();
    }
  });

  it('tells the user to run the nightly job when nothing is live', () => {
    const run = spawnSync(process.execPath, ['scripts/serve.ts', '--site', SLUG, '--port', '0'], {
      encoding: 'utf8',
      env: { ...process.env, RELEASES_DIR: tempDir() },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`npm run nightly -- --site ${SLUG}`);
  });
});
