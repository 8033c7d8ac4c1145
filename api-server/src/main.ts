import { buildServer } from './index.ts';
import { serverOptionsFromEnv } from './config.ts';

const { port, host, options } = serverOptionsFromEnv(process.env);
const app = await buildServer({
  ...options,
  seed: true,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port, host });
