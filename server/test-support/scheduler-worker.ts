/**
 * A server process for the cross-process scheduler tests (scheduler-processes.test.ts): the real
 * server on the PostgreSQL of `DATABASE_URL` (migrated and seeded by the test), its scheduler
 * started as in production, and one more job kind, 'test-slow', that takes the parameter's
 * milliseconds. Says `ready <holder>` once its scheduler looks; SIGTERM closes it.
 */
import { loadConfig } from '../config.ts';
import { createServer } from '../start.ts';
import { registerTestSlowKind } from './test-kinds.ts';

registerTestSlowKind();

const { app } = await createServer(loadConfig(process.env), { scryptLogN: 12 });
await app.ready();
process.stdout.write(`ready ${app.scheduler.holder}\n`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
