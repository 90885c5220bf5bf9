import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { seedDemoData } from './modules/demo/seed-demo.js';

const config = loadConfig();
const app = await buildApp(config);

const demo = await seedDemoData(app.ctx);
if (demo) {
  // Printed once, on the first start with an empty database; the password is not stored anywhere in clear.
  console.log(
    `\nДемо-клиент создан (показывается один раз):\n  e-mail: ${demo.email}\n  пароль: ${demo.password}\n`,
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port: config.port, host: config.host });
console.log(`Личный кабинет: http://localhost:${config.port}  (API: /api, документация: /api/docs)`);
if (!config.webDist) console.log('Веб-приложение не собрано: работает только API (npm run build).');
