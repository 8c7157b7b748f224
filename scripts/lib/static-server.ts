import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sirv from 'sirv';

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves one built tenant (dist/<slug>) the way the CDN does: directory
 * indexes, the tenant's 404.html for unknown paths, compressed responses
 * when precompressed files exist. Port 0 picks a free port.
 */
export function serveStatic(root: string, port = 0, host = '127.0.0.1'): Promise<RunningServer> {
  const notFound = join(root, '404.html');
  const assets = sirv(root, { dev: false, etag: true, gzip: true, brotli: true, extensions: ['html'] });
  const server: Server = createServer((req, res) => {
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
