// The api's Temporal client (the api is a client only: it starts workflows, never runs them). It
// connects lazily on first use, so the api starts and serves lists while Temporal is down; a failed
// connect is retried by the next request. main.ts creates it from TEMPORAL_ADDRESS and closes it on
// shutdown; tests hand the App the dev server's client instead.
import { Client, Connection, type TLSConfig } from '@temporalio/client';

/** What the routes need: a connected client (rejects when Temporal cannot be reached) and the task queue. */
export interface TemporalAccess {
  client(): Promise<Client>;
  /** Defaults to the product's queue (workflows/contract.ts); tests run workers on queues of their own. */
  taskQueue?: string;
  /** The extraction queue new invoice workflows schedule parsing on (tests); default the product's. */
  extractionTaskQueue?: string;
}

/** Temporal could not be reached (connect failed or timed out). */
export class TemporalUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TemporalUnavailableError';
  }
}

export class LazyTemporalClient implements TemporalAccess {
  private connecting: Promise<Client> | undefined;

  constructor(
    private readonly options: { address: string; namespace: string; connectTimeoutMs?: number; tls?: TLSConfig },
  ) {}

  client(): Promise<Client> {
    this.connecting ??= Connection.connect({
      address: this.options.address,
      connectTimeout: this.options.connectTimeoutMs ?? 3000,
      ...(this.options.tls ? { tls: this.options.tls } : {}),
    })
      .then((connection) => new Client({ connection, namespace: this.options.namespace }))
      .catch((err: unknown) => {
        this.connecting = undefined; // the next request tries again
        throw new TemporalUnavailableError(`Temporal at ${this.options.address} is not reachable`, { cause: err });
      });
    return this.connecting;
  }

  async close(): Promise<void> {
    const pending = this.connecting;
    this.connecting = undefined;
    const client = await pending?.catch(() => undefined);
    await client?.connection.close();
  }
}
