import { temporalDevServerArgs } from './temporal-dev-server';

describe('temporal server start-dev arguments', () => {
  it('persists to the db file, serves the UI and registers the product search attributes', () => {
    const args = temporalDevServerArgs({
      port: 7233,
      uiPort: 8233,
      dbFilename: '/data/temporal.db',
      namespace: 'esyn',
    });
    expect(args.slice(0, 6)).toEqual(['server', 'start-dev', '--ip', '127.0.0.1', '--port', '7233']);
    expect(args).toEqual(
      expect.arrayContaining(['--db-filename', '/data/temporal.db', '--ui-port', '8233', '--namespace', 'esyn']),
    );
    const attributes = args.flatMap((a, i) => (a === '--search-attribute' ? [args[i + 1]] : []));
    expect(attributes).toEqual([
      'InvoiceId=Keyword',
      'InvoiceStatus=Keyword',
      'InvoiceFormat=Keyword',
      'SenderCompanyId=Keyword',
      'ReceiverCompanyId=Keyword',
    ]);
  });

  it('runs in memory and headless for tests, and never re-creates the default namespace', () => {
    const args = temporalDevServerArgs({ port: 40000 });
    expect(args).toContain('--headless');
    expect(args).not.toContain('--db-filename');
    expect(args).not.toContain('--namespace');
  });
});
