import { formatLine } from './output';

describe('launcher output', () => {
  it('turns a pino line into level, message and fields', () => {
    const line = JSON.stringify({
      level: 30,
      time: 1,
      pid: 9,
      hostname: 'h',
      msg: 'api listening',
      url: 'http://127.0.0.1:3000',
    });
    expect(formatLine(line)).toBe('INFO api listening {"url":"http://127.0.0.1:3000"}');
  });

  it('shows an error stack in place of the error object', () => {
    const line = JSON.stringify({ level: 50, msg: 'boom', err: { message: 'bad', stack: 'Error: bad\n  at x' } });
    expect(formatLine(line)).toContain('boom {"err":"Error: bad\\n  at x"}');
  });

  it('leaves other lines alone', () => {
    expect(formatLine('  VITE ready in 258 ms')).toBe('  VITE ready in 258 ms');
    expect(formatLine('{not json')).toBe('{not json');
    expect(formatLine('{"a":1}')).toBe('{"a":1}');
  });
});
