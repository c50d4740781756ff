// pino logger shared by every process. Child loggers carry a request id (api) or a workflow id
// (activities) so one request can be followed through the logs.
import pino from 'pino';
import { config } from './config';

export const logger = pino({
  level: process.env.JEST_WORKER_ID && !process.env.LOG_LEVEL ? 'silent' : config().LOG_LEVEL,
  base: { pid: process.pid },
  redact: { paths: ['password', '*.password', 'req.headers.authorization', 'token'], censor: '[redacted]' },
});

export type Logger = pino.Logger;
