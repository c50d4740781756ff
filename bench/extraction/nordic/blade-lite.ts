// Renders the subset of Laravel Blade that third-party invoice templates use here, with values
// from a table instead of PHP: `{{ expr }}` (escaped), `{!! expr !!}` (raw), `@lang('key')`,
// `@if/@elseif/@else/@endif`, `@foreach ($list as $item)/@endforeach`, `@include('name')` and
// `@php $i = 1 / $i += 1 @endphp` counters. Every expression goes through `resolve`, which throws
// on one it does not know, so a template change shows up instead of printing blanks.

export interface BladeContext {
  /** A translation by key (`@lang`). */
  lang(key: string): string;
  /**
   * The value of a PHP expression (whitespace-normalised text) given the loop variables;
   * `evaluate` gives the value of a sub-expression (a function call's argument).
   */
  resolve(expr: string, locals: ReadonlyMap<string, unknown>, evaluate: (e: string) => unknown): unknown;
  /** A partial's source by its dotted name. */
  include(name: string): string;
}

type Node =
  | { kind: 'text'; text: string }
  | { kind: 'echo'; expr: string; raw: boolean }
  | { kind: 'lang'; key: string }
  | { kind: 'include'; name: string }
  | { kind: 'php'; code: string }
  | { kind: 'if'; branches: Array<{ cond: string | null; body: Node[] }> }
  | { kind: 'foreach'; list: string; item: string; body: Node[] };

type Token =
  | { kind: 'text'; text: string }
  | { kind: 'echo'; expr: string; raw: boolean }
  | { kind: 'directive'; name: string; arg: string | null };

const DIRECTIVES = ['elseif', 'else', 'endif', 'if', 'endforeach', 'foreach', 'endphp', 'php', 'include', 'lang'];

/** The text inside balanced parentheses starting at `open` (a '('), and the index after it. */
function balanced(src: string, open: number): [string, number] {
  let depth = 0;
  let quote: string | null = null;
  for (let i = open; i < src.length; i += 1) {
    const ch = src[i] as string;
    if (quote) {
      if (ch === quote && src[i - 1] !== '\\') quote = null;
    } else if (ch === "'" || ch === '"') quote = ch;
    else if (ch === '(') depth += 1;
    else if (ch === ')') {
      depth -= 1;
      if (depth === 0) return [src.slice(open + 1, i), i + 1];
    }
  }
  throw new Error(`blade: unbalanced parentheses at ${open}`);
}

export function tokenize(src: string): Token[] {
  const out: Token[] = [];
  let text = '';
  let i = 0;
  while (i < src.length) {
    if (src.startsWith('{{', i) || src.startsWith('{!!', i)) {
      const raw = src.startsWith('{!!', i);
      const close = src.indexOf(raw ? '!!}' : '}}', i);
      if (close < 0) throw new Error('blade: unclosed echo');
      out.push({ kind: 'text', text }, { kind: 'echo', expr: src.slice(i + (raw ? 3 : 2), close).trim(), raw });
      text = '';
      i = close + (raw ? 3 : 2);
      continue;
    }
    if (src[i] === '@') {
      const name = DIRECTIVES.find((d) => src.startsWith(d, i + 1) && !/[A-Za-z_]/.test(src[i + 1 + d.length] ?? ''));
      if (name) {
        let j = i + 1 + name.length;
        let arg: string | null = null;
        const k = /^\s*\(/.exec(src.slice(j));
        if (k && !['else', 'endif', 'endforeach', 'endphp'].includes(name)) {
          [arg, j] = balanced(src, j + k[0].length - 1);
        }
        if (name === 'php' && arg === null) {
          const end = src.indexOf('@endphp', j);
          if (end < 0) throw new Error('blade: unclosed @php');
          arg = src.slice(j, end);
          j = end + '@endphp'.length;
        }
        out.push({ kind: 'text', text }, { kind: 'directive', name, arg });
        text = '';
        i = j;
        continue;
      }
    }
    text += src[i];
    i += 1;
  }
  out.push({ kind: 'text', text });
  return out.filter((t) => t.kind !== 'text' || t.text !== '');
}

const unquote = (s: string): string => s.trim().replace(/^['"]|['"]$/g, '');

export function parse(tokens: Token[]): Node[] {
  let pos = 0;
  const block = (until: string[]): Node[] => {
    const nodes: Node[] = [];
    while (pos < tokens.length) {
      const t = tokens[pos] as Token;
      if (t.kind === 'directive' && until.includes(t.name)) return nodes;
      pos += 1;
      if (t.kind === 'text') nodes.push({ kind: 'text', text: t.text });
      else if (t.kind === 'echo') nodes.push(t);
      else if (t.name === 'lang') nodes.push({ kind: 'lang', key: unquote(t.arg ?? '') });
      else if (t.name === 'include') nodes.push({ kind: 'include', name: unquote(t.arg ?? '') });
      else if (t.name === 'php') nodes.push({ kind: 'php', code: t.arg ?? '' });
      else if (t.name === 'if') {
        const branches: Array<{ cond: string | null; body: Node[] }> = [];
        let cond: string | null = t.arg ?? '';
        for (;;) {
          const body = block(['elseif', 'else', 'endif']);
          branches.push({ cond, body });
          const end = tokens[pos];
          pos += 1;
          if (!end || end.kind !== 'directive') throw new Error('blade: unclosed @if');
          if (end.name === 'endif') break;
          cond = end.name === 'elseif' ? (end.arg ?? '') : null;
        }
        nodes.push({ kind: 'if', branches });
      } else if (t.name === 'foreach') {
        const m = /^\s*(.+?)\s+as\s+(\$\w+)\s*$/.exec(t.arg ?? '');
        if (!m) throw new Error(`blade: @foreach (${t.arg ?? ''})`);
        const body = block(['endforeach']);
        pos += 1;
        nodes.push({ kind: 'foreach', list: m[1] as string, item: m[2] as string, body });
      } else throw new Error(`blade: stray @${t.name}`);
    }
    return nodes;
  };
  return block([]);
}

const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function literal(s: string): unknown {
  const t = s.trim();
  if (/^-?\d+(\.\d+)?$/.test(t)) return Number(t);
  if (/^(['"]).*\1$/.test(t)) return t.slice(1, -1);
  if (t === 'null') return null;
  if (t === 'true' || t === 'false') return t === 'true';
  return undefined;
}

/** PHP string concatenation: the parts between top-level dots (outside quotes and parentheses). */
function concatParts(e: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let cur = '';
  for (const ch of e) {
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === "'" || ch === '"') quote = ch;
    else if (ch === '(') depth += 1;
    else if (ch === ')') depth -= 1;
    else if (ch === '.' && depth === 0) {
      parts.push(cur.trim());
      cur = '';
      continue;
    }
    cur += ch;
  }
  parts.push(cur.trim());
  return parts;
}

function value(expr: string, ctx: BladeContext, locals: Map<string, unknown>): unknown {
  const e = expr.replace(/\s+/g, ' ').trim();
  const lit = literal(e);
  if (lit !== undefined) return lit;
  const parts = concatParts(e);
  if (parts.length > 1 && parts.every((p) => p !== ''))
    return parts.map((p) => String(value(p, ctx, locals) ?? '')).join('');
  if (locals.has(e)) return locals.get(e);
  const count = /^count\((.+)\)$/.exec(e);
  if (count) return (value(count[1] as string, ctx, locals) as unknown[]).length;
  // '$item->name' on a loop variable.
  const prop = /^(\$\w+)->(\w+)$/.exec(e);
  if (prop && locals.has(prop[1] as string)) {
    const obj = locals.get(prop[1] as string) as Record<string, unknown> | null;
    return obj?.[prop[2] as string] ?? null;
  }
  return ctx.resolve(e, locals, (x) => value(x, ctx, locals));
}

function test(cond: string, ctx: BladeContext, locals: Map<string, unknown>): boolean {
  // '->' is property access, not a comparison.
  const m = /^(.+?)\s*(===|!==|==|!=|>=|<=|(?<!-)>|<)\s*(.+)$/.exec(cond.trim());
  if (!m) return Boolean(value(cond, ctx, locals));
  const a = value(m[1] as string, ctx, locals);
  const b = value(m[3] as string, ctx, locals);
  switch (m[2]) {
    case '===':
    case '==':
      return a === b;
    case '!==':
    case '!=':
      return a !== b;
    case '>':
      return Number(a) > Number(b);
    case '<':
      return Number(a) < Number(b);
    case '>=':
      return Number(a) >= Number(b);
    default:
      return Number(a) <= Number(b);
  }
}

function render(nodes: Node[], ctx: BladeContext, locals: Map<string, unknown>): string {
  let out = '';
  for (const n of nodes) {
    if (n.kind === 'text') out += n.text;
    else if (n.kind === 'lang') out += esc(ctx.lang(n.key));
    else if (n.kind === 'include') out += render(parse(tokenize(ctx.include(n.name))), ctx, locals);
    else if (n.kind === 'echo') {
      const v = value(n.expr, ctx, locals);
      const s = v === null || v === undefined ? '' : String(v);
      out += n.raw ? s : esc(s);
    } else if (n.kind === 'php') {
      for (const stmt of n.code
        .split(/;|\n/)
        .map((s) => s.trim())
        .filter(Boolean)) {
        const m = /^(\$\w+)\s*(\+?=)\s*(.+)$/.exec(stmt);
        if (!m) throw new Error(`blade: @php ${stmt}`);
        const v = Number(value(m[3] as string, ctx, locals));
        locals.set(m[1] as string, m[2] === '+=' ? Number(locals.get(m[1] as string) ?? 0) + v : v);
      }
    } else if (n.kind === 'if') {
      const hit = n.branches.find((b) => b.cond === null || test(b.cond, ctx, locals));
      if (hit) out += render(hit.body, ctx, locals);
    } else {
      for (const item of value(n.list, ctx, locals) as unknown[]) {
        locals.set(n.item, item);
        out += render(n.body, ctx, locals);
      }
      locals.delete(n.item);
    }
  }
  return out;
}

export function renderBlade(src: string, ctx: BladeContext): string {
  return render(parse(tokenize(src)), ctx, new Map());
}
