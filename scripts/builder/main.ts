// npm run builder [-- --port 4020 --host 127.0.0.1 --db .data/builder.sqlite --standby 2]
// The editors' rebuild hook (server.ts): signed POST /hooks/rebuild/<slug> queues a
// build and publish of that tenant; GET /hooks/status/<slug> tells how it went.
import { parseArgs } from 'node:util';
import { listSiteSlugs } from '../../src/config/load.ts';
import { DEFAULT_DB_PATH, DEFAULT_PORT, DEFAULT_STANDBY, startBuilder, tenantsWithoutSecret } from './server.ts';
import { secretsFilePath } from './secrets.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: String(DEFAULT_PORT) },
    host: { type: 'string', default: '127.0.0.1' },
    db: { type: 'string', default: DEFAULT_DB_PATH },
    // Tenants whose next build is kept loaded and waiting (0: none).
    standby: { type: 'string', default: String(DEFAULT_STANDBY) },
  },
});

const port = Number(values.port);
const standby = Number(values.standby);
if (!Number.isInteger(port) || port < 0 || port > 65_535 || !Number.isInteger(standby) || standby < 0) {
  console.error('Usage: npm run builder -- [--port 4020] [--host 127.0.0.1] [--db .data/builder.sqlite] [--standby 2]');
  process.exit(2);
}

try {
  // Fails early on an unreadable secrets file rather than at the first hook call.
  const disabled = tenantsWithoutSecret(listSiteSlugs());
  const builder = await startBuilder({ port, host: values.host, dbPath: values.db, standby });
  console.log(`Builder listening on ${builder.url}`);
  console.log(`Queue database ${builder.dbPath}; secrets from BUILDER_SECRET_<SLUG> or ${secretsFilePath()}`);
  if (disabled.length > 0) {
    console.log(`No hook secret (hook answers 404) for: ${disabled.join(', ')}`);
  }
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    // A second Ctrl-C does not wait for the running build to wind down.
    if (stopping) process.exit(130);
    stopping = true;
    console.log(`${signal}: stopping; a build under way is stopped and runs again on the next start`);
    void builder.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(
    code === 'EADDRINUSE'
      ? `Port ${port} is in use: is the builder already running? Pick another with --port.`
      : `Builder failed to start: ${(error as Error).message}`,
  );
  process.exit(1);
}
