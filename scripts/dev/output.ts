// Launcher output: every line carries the name of the process it came from ([api], [worker] ...).
// pino JSON lines are turned into one readable line (level, message, a few fields).
const useColour = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
const COLOURS: Record<string, number> = {
  launcher: 1,
  api: 36,
  worker: 35,
  console: 32,
  temporal: 33,
  postgres: 34,
  'ap-simulator': 96,
  setup: 90,
};
const PINO_LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
const HIDDEN_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'v']);

function paint(text: string, code: number | undefined): string {
  return useColour && code ? `\x1b[${code}m${text}\x1b[0m` : text;
}

export function prefix(name: string): string {
  return paint(`[${name}]`, COLOURS[name] ?? 37);
}

/** A pino JSON line as `LEVEL message {fields}`; other lines unchanged. */
export function formatLine(line: string): string {
  if (!line.startsWith('{')) return line;
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  if (typeof entry.level !== 'number') return line;
  const level = PINO_LEVELS[entry.level] ?? String(entry.level);
  const rest: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(entry)) if (!HIDDEN_FIELDS.has(k)) rest[k] = v;
  const err = rest.err as { message?: string; stack?: string } | undefined;
  if (err && typeof err === 'object') rest.err = err.stack ?? err.message;
  const fields = Object.keys(rest).length ? ` ${JSON.stringify(rest)}` : '';
  const levelText = entry.level >= 50 ? paint(level, 31) : entry.level >= 40 ? paint(level, 33) : level;
  return `${levelText} ${String(entry.msg ?? '')}${fields}`;
}

export function print(name: string, line: string): void {
  process.stdout.write(`${prefix(name)} ${formatLine(line)}\n`);
}

export function say(message: string): void {
  print('launcher', message);
}

export function sayError(message: string): void {
  for (const line of message.split('\n')) process.stderr.write(`${prefix('launcher')} ${paint(line, 31)}\n`);
}
