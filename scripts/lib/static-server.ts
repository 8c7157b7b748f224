import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import sirv from 'sirv';
import { photoServer } from './photo-images.ts';
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
  /**
   * Gzip text responses on the fly when the client accepts it, as a CDN does (Cloudflare, Netlify):
   * the build writes no precompressed files, and Lighthouse's simulated load times count the bytes
   * on the wire, so without it every page measures as if shipped uncompressed.
   */
  compress?: boolean;
  /**
   * Answer an image request that carries a width (`?w=`, as the image CDN is asked) with a
   * photo-weight JPEG of that width (./photo-images.ts), for benchmarks that count image bytes.
   */
  photos?: boolean;
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/**
 * Buffers what `serve` writes and sends it gzipped when it is a 200 text response of more than
 * 1 KB (what CDNs compress); anything else goes out unchanged.
 */
function gzipping(req: IncomingMessage, res: ServerResponse, serve: () => void): void {
  if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return serve();
  const chunks: Buffer[] = [];
  let head: { status: number; headers: OutgoingHttpHeaders } | null = null;
  const writeHead = res.writeHead.bind(res) as (status: number, headers?: OutgoingHttpHeaders) => ServerResponse;
  const end = res.end.bind(res) as (body?: Buffer) => ServerResponse;
  const toBuffer = (chunk: unknown) =>
    typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array);
  res.writeHead = ((status: number, headers?: OutgoingHttpHeaders) => {
    head = { status, headers: { ...headers } };
    return res;
  }) as typeof res.writeHead;
  res.write = ((chunk: unknown) => {
    chunks.push(toBuffer(chunk));
    return true;
  }) as typeof res.write;
  res.end = ((chunk?: unknown) => {
    if (chunk && typeof chunk !== 'function') chunks.push(toBuffer(chunk));
    const body = Buffer.concat(chunks);
    const status = head?.status ?? res.statusCode;
    const headers: OutgoingHttpHeaders = { ...res.getHeaders(), ...head?.headers };
    for (const name of Object.keys(headers)) if (res.hasHeader(name)) res.removeHeader(name);
    const type = String(headers['content-type'] ?? headers['Content-Type'] ?? '');
    const compress = status === 200 && req.method !== 'HEAD' && body.length > 1024 && COMPRESSIBLE.test(type);
    const sent = compress ? gzipSync(body) : body;
    for (const name of Object.keys(headers)) if (name.toLowerCase() === 'content-length') delete headers[name];
    if (compress) {
      headers['content-encoding'] = 'gzip';
      headers['vary'] = 'Accept-Encoding';
    }
    if (req.method !== 'HEAD') headers['content-length'] = sent.length;
    writeHead(status, headers);
    return end(req.method === 'HEAD' ? undefined : sent);
  }) as typeof res.end;
  serve();
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
  const photo = options.photos ? photoServer(root) : null;
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
    const serve = () =>
      assets(req, res, () => {
        res.statusCode = 404;
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(existsSync(notFound) ? readFileSync(notFound) : 'Not found');
      });
    const respond = () => (options.compress ? gzipping(req, res, serve) : serve());
    if (!photo) return respond();
    photo(new URL(req.url ?? '/', 'http://host')).then(
      (jpeg) => {
        if (!jpeg) return respond();
        res.writeHead(200, {
          'content-type': 'image/jpeg',
          'content-length': jpeg.length,
          'cache-control': 'no-cache',
        });
        res.end(req.method === 'HEAD' ? undefined : jpeg);
      },
      () => respond(),
    );
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
