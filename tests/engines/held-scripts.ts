import { createServer, request, type Server } from 'node:http';

/**
 * A reverse proxy in front of one served site that can hold the page's scripts back. WebKit's
 * WebDriver has no way to run a script before the page's own: the smoke suite holds every .js
 * request, injects the error recorder once the HTML has been parsed, then lets the scripts go.
 * No island can hydrate (or fail to) before the recorder listens.
 */
export interface HeldScripts {
  /** The proxy's origin (it serves the same paths as the site). */
  url: string;
  /** Hold .js requests from now on until {@link release}. */
  hold(): void;
  release(): void;
  close(): Promise<void>;
}

export function holdScripts(upstream: string): Promise<HeldScripts> {
  const target = new URL(upstream);
  let gate: Promise<void> | null = null;
  let open: () => void = () => undefined;
  const server: Server = createServer((req, res) => {
    const forward = () => {
      const out = request(
        { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      out.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      req.pipe(out);
    };
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (gate && /\.m?js$/.test(path)) void gate.then(forward);
    else forward();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}`,
        hold() {
          if (gate) return;
          gate = new Promise((r) => (open = r));
        },
        release() {
          gate = null;
          open();
        },
        close: () =>
          new Promise((done) => {
            open();
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
