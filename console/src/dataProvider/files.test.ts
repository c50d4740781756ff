// Files from the api against a fake fetch: the token and language go with the request, the bytes
// come back as a Blob, and an error answer becomes the api's message (or the status text).
import { fetchApiFile } from './files';
import { installLocalStorage } from './fakeFetch';

function answerBytes(status: number, body: string, contentType: string, statusText = '') {
  const fetchMock = jest.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(body, { status, statusText, headers: { 'content-type': contentType } }),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

beforeAll(() => {
  installLocalStorage({ 'esyn.token': 'tok', 'RaStore.locale': '"sv"' });
});

describe('fetchApiFile', () => {
  it('sends the bearer token and the console language and answers the bytes', async () => {
    const fetchMock = answerBytes(200, '%PDF-1.7', 'application/pdf');
    const blob = await fetchApiFile('/api/invoices/x/documents/pdf');
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.7');
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.get('Accept-Language')).toBe('sv');
  });

  it("turns an error answer into the api's message", async () => {
    answerBytes(404, JSON.stringify({ data: 'Dokumentet finns inte' }), 'application/json', 'Not Found');
    await expect(fetchApiFile('/api/emails/x/raw')).rejects.toThrow('Dokumentet finns inte');
  });

  it('keeps the status text when the error body is not JSON', async () => {
    answerBytes(502, '<html>bad gateway</html>', 'text/html', 'Bad Gateway');
    await expect(fetchApiFile('/api/emails/x/raw')).rejects.toThrow('Bad Gateway');
  });
});
