import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sirv from 'sirv';
import { headersFor, parseHeadersFile, type HeaderRule } from '../../src/features/seo/host-files.ts';

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

export interface ServeOptions {
  /**
   * Apply the tenant's `_headers` and `_redirects` as the static hosts that read them do (Cloudflare
   * Pages' rules, src/features/seo/host-files.ts): the security headers and CSP on every response,
   * a 301 for each redirect.
   */
  hostFiles?: boolean;
}

function readHostFiles(root: string): { rules: HeaderRule[]; redirects: Map<string, string> } {
  const read = (name: string) => (existsSync(join(root, name)) ? readFileSync(join(root, name), 'utf8') : '');
  const redirects = new Map<string, string>();
  for (const line of read('_redirects').split('\n')) {
    const [from, to] = line.trim().split(/\s+/);
    if (from && to) redirects.set(from, to);
  }
  return { rules: parseHeadersFile(read('_headers')), redirects };
}

/**
 * Serves one built tenant (dist/<slug>) the way the CDN does: directory
 * indexes, the tenant's 404.html for unknown paths, compressed responses
 * when precompressed files exist. Port 0 picks a free port.
 */
export function serveStatic(
  root: string,
  port = 0,
  host = '127.0.0.1',
  options: ServeOptions = {},
): Promise<RunningServer> {
  const notFound = join(root, '404.html');
  const assets = sirv(root, { dev: false, etag: true, gzip: true, brotli: true, extensions: ['html'] });
  const hostFiles = options.hostFiles ? readHostFiles(root) : null;
  const server: Server = createServer((req, res) => {
    if (hostFiles) {
      const path = new URL(req.url ?? '/', 'http://host').pathname;
      const to = hostFiles.redirects.get(path);
      if (to) {
        res.writeHead(301, { location: to });
        res.end();
        return;
      }
      for (const [name, value] of headersFor(hostFiles.rules, path)) res.setHeader(name, value);
    }
    assets(req, res, () => {
      res.statusCode = 404;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(existsSync(notFound) ? readFileSync(notFound) : 'Not found');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `http://${host}:${actual}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
