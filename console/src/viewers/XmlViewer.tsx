// The XML viewer for Peppol documents (spec 4 'XML viewer', spec 8 'XML parse errors'): the
// document pretty-printed as a collapsible tree, searchable (matches highlighted and counted, their
// elements opened); when the text is not XML, 'Failed to parse XML' with the cause ('Root Element
// not found', 'Not Well-Formed XML') and the raw text instead.
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MessageKey } from '../../../domain/i18n/messages';

export type XmlParse = { ok: true; root: Element } | { ok: false; cause: MessageKey };

/** Parses with the browser's parser (no external entities, no DTD loading). */
export function parseXml(text: string): XmlParse {
  if (!/<[A-Za-z_]/.test(text)) return { ok: false, cause: 'error.xmlRootNotFound' };
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0) return { ok: false, cause: 'error.xmlNotWellFormed' };
  if (!doc.documentElement) return { ok: false, cause: 'error.xmlRootNotFound' };
  return { ok: true, root: doc.documentElement };
}

function Mark({ text, query }: { text: string; query: string }): ReactNode {
  if (!query) return text;
  const parts: ReactNode[] = [];
  const lower = text.toLowerCase();
  let from = 0;
  for (let at = lower.indexOf(query); at >= 0; at = lower.indexOf(query, from)) {
    parts.push(
      text.slice(from, at),
      <mark key={at} data-testid="xml-match">
        {text.slice(at, at + query.length)}
      </mark>,
    );
    from = at + query.length;
  }
  parts.push(text.slice(from));
  return <>{parts}</>;
}

function containsQuery(el: Element, query: string): boolean {
  return query !== '' && (el.outerHTML ?? new XMLSerializer().serializeToString(el)).toLowerCase().includes(query);
}

function XmlNode({
  el,
  query,
  expandAll,
  depth,
}: {
  el: Element;
  query: string;
  expandAll: boolean | null;
  depth: number;
}) {
  const children = Array.from(el.children);
  const attrs = Array.from(el.attributes).map((a) => (
    <span key={a.name}>
      {' '}
      <span style={{ color: '#9c27b0' }}>
        <Mark text={a.name} query={query} />
      </span>
      =&quot;
      <span style={{ color: '#2e7d32' }}>
        <Mark text={a.value} query={query} />
      </span>
      &quot;
    </span>
  ));
  const name = (
    <span style={{ color: '#1565c0' }}>
      <Mark text={el.tagName} query={query} />
    </span>
  );
  if (children.length === 0) {
    return (
      <div style={{ paddingLeft: depth ? 16 : 0 }}>
        &lt;{name}
        {attrs}&gt;
        <Mark text={el.textContent ?? ''} query={query} />
        &lt;/{name}&gt;
      </div>
    );
  }
  const open = expandAll ?? (depth < 2 || containsQuery(el, query));
  return (
    <details open={open} style={{ paddingLeft: depth ? 16 : 0 }} key={`${String(expandAll)}-${query}`}>
      <summary style={{ cursor: 'pointer' }}>
        &lt;{name}
        {attrs}&gt;
      </summary>
      {children.map((c, i) => (
        <XmlNode key={i} el={c} query={query} expandAll={expandAll} depth={depth + 1} />
      ))}
      <div style={{ paddingLeft: 16 }}>&lt;/{name}&gt;</div>
    </details>
  );
}

export default function XmlViewer({ text }: { text: string }) {
  const translate = useTranslate();
  const t = (key: string, opts?: object) => translate(`resources.invoices.detail.xml.${key}`, opts);
  const parsed = useMemo(() => parseXml(text), [text]);
  const [search, setSearch] = useState('');
  const [expandAll, setExpandAll] = useState<boolean | null>(null);
  const query = search.trim().toLowerCase();
  const matches = useMemo(() => {
    if (!query) return 0;
    const lower = text.toLowerCase();
    let n = 0;
    for (let at = lower.indexOf(query); at >= 0; at = lower.indexOf(query, at + query.length)) n++;
    return n;
  }, [text, query]);

  if (!parsed.ok) {
    return (
      <Box data-testid="xml-viewer">
        <Alert severity="error" data-testid="xml-error">
          <AlertTitle>{translate('error.xmlParse')}</AlertTitle>
          {translate(parsed.cause)}
        </Alert>
        <Typography variant="caption" color="text.secondary">
          {t('raw')}
        </Typography>
        <Box
          component="pre"
          sx={{
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            fontSize: 12,
            bgcolor: 'grey.100',
            p: 1,
            maxHeight: '70vh',
            overflow: 'auto',
          }}
          data-testid="xml-raw"
        >
          {text}
        </Box>
      </Box>
    );
  }
  return (
    <Box data-testid="xml-viewer">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <TextField
          size="small"
          label={t('search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          inputProps={{ 'data-testid': 'xml-search' }}
        />
        {query ? <Typography variant="body2">{t('matches', { count: matches })}</Typography> : null}
        <Button size="small" onClick={() => setExpandAll(true)}>
          {t('expand')}
        </Button>
        <Button size="small" onClick={() => setExpandAll(false)}>
          {t('collapse')}
        </Button>
      </Stack>
      <Box
        sx={{
          fontFamily: 'monospace',
          fontSize: 12,
          bgcolor: 'grey.50',
          p: 1,
          maxHeight: '70vh',
          overflow: 'auto',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        <XmlNode el={parsed.root} query={query} expandAll={expandAll} depth={0} />
      </Box>
    </Box>
  );
}
