// The api over real HTTP together with the invoice process that serves it (test-support/
// invoice-process-harness.ts): one migrated database, one document store, the dev server's
// Temporal with a worker on task queues of this test file's own. What the api starts, the worker
// runs; what the worker writes, the api reads.
import { createTestDatabase } from './test-db';
import {
  insertTradingPair,
  startInvoiceProcess,
  type InvoiceProcess,
  type InvoiceProcessOptions,
} from './invoice-process-harness';
import { insertUser, startTestApi, type HttpResult, type TestApi } from './api-harness';

export interface InvoiceApi {
  api: TestApi;
  p: InvoiceProcess;
  close(): Promise<void>;
}

export async function startInvoiceApi(opts: Omit<InvoiceProcessOptions, 'db'> = {}): Promise<InvoiceApi> {
  const testDb = await createTestDatabase();
  const p = await startInvoiceProcess({ ...opts, db: testDb.db });
  const api = await startTestApi({
    testDb,
    documents: p.documents,
    temporal: { client: async () => p.client, taskQueue: p.taskQueue, extractionTaskQueue: p.taskQueue },
    temporalUi: { baseUrl: 'http://temporal-ui.test', namespace: 'default' },
  });
  return {
    api,
    p,
    async close() {
      await p.close();
      await api.close();
    },
  };
}

/** A sender and a receiver company that trade, with a signed-in sender, receiver and admin. */
export async function tradingPairLogins(
  api: TestApi,
  receiver: Record<string, unknown> = {},
): Promise<{
  ids: { sender: string; receiver: string };
  tokens: { sender: string; receiver: string; admin: string };
}> {
  const pair = await insertTradingPair(api.db, receiver);
  const login = async (values: Parameters<typeof insertUser>[1]) =>
    api.http.login((await insertUser(api.db, values)).email);
  return {
    ids: { sender: pair.senderId, receiver: pair.receiverId },
    tokens: {
      sender: await login({ role: 'sender', company_id: pair.senderId }),
      receiver: await login({ role: 'receiver', company_id: pair.receiverId }),
      admin: await login({ role: 'admin' }),
    },
  };
}

/** A multipart upload as the console sends it (one file, form fields), answered like HttpClient's requests. */
export async function upload(
  baseUrl: string,
  urlPath: string,
  token: string,
  file: { bytes: Buffer; name: string; type?: string } | null,
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<HttpResult> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file)
    form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/pdf' }), file.name);
  const res = await fetch(baseUrl + urlPath, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}`, ...headers },
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body, headers: res.headers };
}
