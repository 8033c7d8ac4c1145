import { buildServer } from './index.ts';
import { serverOptionsFromEnv } from './config.ts';
import { loggerFromEnv } from './http/logging.ts';

const { port, host, options } = serverOptionsFromEnv(process.env);
const app = await buildServer({
  ...options,
  seed: true,
  logger: loggerFromEnv(process.env),
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port, host });
