// GET /api/health: the process is up and the database answers (503 when it does not).
import Router from '@koa/router';
import type { Knex } from 'knex';
import type { AppState } from './context';

export function healthRouter(db: Knex): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/api/health', async (ctx) => {
    try {
      await Promise.race([
        db.raw('select 1'),
        new Promise((_, reject) => setTimeout(() => reject(new Error('database timeout')), 2000).unref()),
      ]);
      ctx.body = { ok: true, db: 'ok' };
    } catch (err) {
      ctx.state.log.warn({ err }, 'health: database unavailable');
      ctx.status = 503;
      ctx.body = { ok: false, db: 'unavailable' };
    }
  });
  return router;
}
