import { DEV_SIGN_SECRET, loadConfig } from './config.ts';
import { createServer } from './start.ts';

/** `npm start`: one process serving portal, elements and API (architecture §2). */
async function main() {
  const config = loadConfig();
  if (config.signSecret === DEV_SIGN_SECRET) {
    console.warn('Warning: DKP_SIGN_SECRET is the public development default; X-Sign then guards against nothing. Set your own (NODE_ENV=production refuses to start without one).');
  }
  const { app, ctx } = await createServer(config, {
    scryptLogN: config.scryptLogN,
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    onGeneratedPasswords: ({ admin, demo }) => {
      // Shown once, on the first start only; never logged again.
      if (admin) console.log(`Initial password of 'admin': ${admin}`);
      if (demo) console.log(`Initial password of the demo staff users (zhangsan, lisi, wangwu): ${demo}`);
    },
  });
  // Expired sessions, codes and tickets are removed by the scheduled job 'clean-expired' (migration 0029).
  const shutdown = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`DKP listening on http://127.0.0.1:${port} (database: ${ctx.dbKind})`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
