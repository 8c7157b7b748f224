// npm run api [-- --port 4010 --host 127.0.0.1 --db .data/api.sqlite --rate-limit 20 --site <slug> --log]
// The local platform API (docs/platform-api.md). Tenants without a snapshot are pulled first.
import { parseArgs } from 'node:util';
import { DEFAULT_DB_PATH, DEFAULT_LEAD_RATE_LIMIT, DEFAULT_PORT, startApi } from './server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: String(DEFAULT_PORT) },
    host: { type: 'string', default: '127.0.0.1' },
    db: { type: 'string', default: DEFAULT_DB_PATH },
    'rate-limit': { type: 'string', default: String(DEFAULT_LEAD_RATE_LIMIT.max) },
    site: { type: 'string', multiple: true },
    log: { type: 'boolean', default: false },
  },
});

const port = Number(values.port);
const rateLimit = Number(values['rate-limit']);
if (!Number.isInteger(port) || port < 0 || !Number.isInteger(rateLimit) || rateLimit < 1) {
  console.error('Usage: npm run api -- [--port 4010] [--host 127.0.0.1] [--db .data/api.sqlite] [--rate-limit 20]');
  process.exit(2);
}

try {
  const server = await startApi({
    port,
    host: values.host,
    dbPath: values.db,
    pullMissing: true,
    log: values.log,
    leadRateLimit: { max: rateLimit, windowMs: DEFAULT_LEAD_RATE_LIMIT.windowMs },
    ...(values.site ? { sites: values.site } : {}),
  });
  console.log(`Platform API listening on ${server.url} (database ${server.dbPath})`);
  console.log(
    server.alerts.mailer.kind === 'smtp'
      ? `Mail (stock alerts) goes out over SMTP to ${server.alerts.mailer.description}`
      : `Mail (stock alerts): no SMTP_URL set, so it is kept in the outbox table: read it at ${server.url}/api/dev/outbox`,
  );
  const stop = (): void => {
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(
    code === 'EADDRINUSE'
      ? `Port ${port} is in use: is the API already running? Pick another with --port.`
      : `Platform API failed to start: ${(error as Error).message}`,
  );
  process.exit(1);
}
