import pino from 'pino';
import type Koa from 'koa';
import { bindRequestLog, requestContext } from './request-id';
import type { AppState } from '../context';

function fakeCtx(status: number, incomingId = '') {
  const headers: Record<string, string> = {};
  return {
    ctx: {
      state: {} as AppState,
      method: 'GET',
      path: '/api/x',
      status,
      get: (name: string) => (name === 'x-request-id' ? incomingId : ''),
      set: (name: string, value: string) => {
        headers[name] = value;
      },
    } as unknown as Koa.ParameterizedContext<AppState>,
    headers,
  };
}

function capture(level: pino.Level) {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level }, { write: (s: string) => lines.push(JSON.parse(s) as Record<string, unknown>) });
  return { logger, lines };
}

describe('requestContext', () => {
  it('makes no child logger for a request that logs nothing at the level set', async () => {
    const { logger, lines } = capture('warn');
    const child = jest.spyOn(logger, 'child');
    const { ctx, headers } = fakeCtx(200);
    await requestContext(logger)(ctx, async () => undefined);
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    expect(headers['X-Request-Id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives what a handler logs the request id, and logs a 5xx answer as an error', async () => {
    const { logger, lines } = capture('warn');
    const { ctx } = fakeCtx(500, 'abc-123');
    await requestContext(logger)(ctx, async () => {
      ctx.state.log.warn('careful');
    });
    expect(lines.map((l) => [l.msg, l.reqId, l.level])).toEqual([
      ['careful', 'abc-123', 40],
      ['request', 'abc-123', 50],
    ]);
    expect(lines[1]).toMatchObject({ method: 'GET', path: '/api/x', status: 500 });
  });

  it('adds bound fields to the lines logged after, made or not yet made', async () => {
    const { logger, lines } = capture('warn');
    const child = jest.spyOn(logger, 'child');
    const { ctx } = fakeCtx(200, 'r1');
    await requestContext(logger)(ctx, async () => {
      bindRequestLog(ctx.state, { userId: 'u1' });
      expect(child).not.toHaveBeenCalled();
      ctx.state.log.warn('first');
      bindRequestLog(ctx.state, { step: 2 });
      ctx.state.log.warn('second');
    });
    // One child at the first line, one more for the field bound after it.
    expect(child).toHaveBeenCalledTimes(2);
    expect(lines.map((l) => [l.msg, l.reqId, l.userId, l.step])).toEqual([
      ['first', 'r1', 'u1', undefined],
      ['second', 'r1', 'u1', 2],
    ]);
  });

  it('writes the access line at info when info is on', async () => {
    const { logger, lines } = capture('info');
    const { ctx } = fakeCtx(204, 'bad id with spaces');
    await requestContext(logger)(ctx, async () => undefined);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'request', status: 204, level: 30 });
    expect(lines[0]?.reqId).not.toBe('bad id with spaces');
  });
});
