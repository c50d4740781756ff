// One connection per api process that LISTENs for changes to the rows token checks read (migration
// 20261127060001) and tells the auth row cache. While it is down the cache does not answer; it
// reconnects with a growing pause (1 s up to 30 s) and starts the cache empty again.
import pg from 'pg';
import type { Logger } from '../../infra/logger';

export const AUTH_CHANGE_CHANNEL = 'auth_rows_changed';

export interface AuthChangeTarget {
  invalidate(): void;
  setLive(live: boolean): void;
}

export class AuthChangeListener {
  private client: pg.Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private pauseMs = 1_000;
  private stopped = false;

  constructor(
    private readonly connection: pg.ClientConfig,
    private readonly target: AuthChangeTarget,
    private readonly log: Pick<Logger, 'warn' | 'info'>,
  ) {}

  /** Connects once; on failure the cache stays off and the listener keeps trying in the background. */
  async start(): Promise<void> {
    this.stopped = false;
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = undefined;
    this.target.setLive(false);
    const client = this.client;
    this.client = undefined;
    if (client) await client.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ ...this.connection, application_name: 'api auth changes' });
    client.on('notification', (message) => {
      if (message.channel === AUTH_CHANGE_CHANNEL) this.target.invalidate();
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${AUTH_CHANGE_CHANNEL}`);
    } catch (err) {
      await client.end().catch(() => undefined);
      this.lost(client, err);
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.pauseMs = 1_000;
    this.target.setLive(true);
  }

  private lost(client: pg.Client, err?: unknown): void {
    if (this.stopped || (this.client !== undefined && this.client !== client)) return;
    this.client = undefined;
    this.target.setLive(false);
    if (this.retry) return;
    this.log.warn({ err, retryInMs: this.pauseMs }, 'auth change listener lost; token checks read the database');
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.connect();
    }, this.pauseMs);
    this.retry.unref();
    this.pauseMs = Math.min(this.pauseMs * 2, 30_000);
  }
}
