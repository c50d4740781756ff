// The PDF viewer (spec 4 'PDF viewer', spec 9 viewer defaults) on pdf.js through react-pdf: page,
// zoom, rotation, all pages or one page, the text layer mode and the link target. Inputs follow the
// spec's rules (domain/constants clampViewerPage, acceptViewerZoom, acceptViewerRotation) and start
// from VIEWER_DEFAULTS (zoom 1 of the page width, text layer on, links open in a new tab). A
// highlighted box (where extraction read the focused form field) is drawn on its page, following
// zoom and rotation, and brought into view. Loaded on demand: pdf.js stays out of the main bundle.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Document, Page, pdfjs, usePageContext } from 'react-pdf';
import 'react-pdf/dist/Page/TextLayer.css';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useNotify, useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import RotateRightIcon from '@mui/icons-material/RotateRight';
import { LazyPage } from './LazyPage';
import { acceptViewerRotation, acceptViewerZoom, clampViewerPage, VIEWER_DEFAULTS } from '../../../domain/constants';
import { boxOnShownPage, type FieldBox } from '../../../domain/invoice-provenance';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

type TextLayerMode = (typeof VIEWER_DEFAULTS.textLayerModes)[number];
type LinkTarget = (typeof VIEWER_DEFAULTS.linkTargets)[number];

const LINK_TARGETS: Record<Exclude<LinkTarget, 'none'>, '_blank' | '_self' | '_parent' | '_top'> = {
  blank: '_blank',
  self: '_self',
  parent: '_parent',
  top: '_top',
};

export interface PdfViewerProps {
  file: Blob;
  linkTarget?: LinkTarget;
  /** A box to highlight (page and PDF points at the page's own rotation, origin top-left). */
  highlight?: FieldBox | null;
}

/** The highlighted box on its page: placed in fractions of the page, so zoom needs nothing more. */
function Highlight({ box }: { box: FieldBox['box'] }) {
  const ctx = usePageContext();
  if (!ctx?.page) return null;
  const { page, rotate } = ctx;
  // The engine's frame is the page at its own rotation, scale 1; the viewer may turn it further.
  const own = page.getViewport({ scale: 1 });
  const f = boxOnShownPage(box, { width: own.width, height: own.height }, rotate - page.rotate);
  const pct = (v: number) => `${(v * 100).toFixed(3)}%`;
  return (
    <Box
      data-testid="pdf-highlight"
      sx={{
        position: 'absolute',
        left: pct(f.left),
        top: pct(f.top),
        width: pct(f.width),
        height: pct(f.height),
        zIndex: 4,
        pointerEvents: 'none',
        border: 2,
        borderColor: 'warning.main',
        bgcolor: 'rgba(255, 193, 7, 0.3)',
        borderRadius: 0.5,
      }}
    />
  );
}

function clampScale(scale: number): number {
  return Math.min(VIEWER_DEFAULTS.maxScale, Math.max(VIEWER_DEFAULTS.minScale, scale));
}

// One options object for the page's life: react-pdf loads the document again whenever `options`
// changes, and a second load of the same file hits the buffer pdf.js already moved to its worker
// ('Cannot perform Construct on a detached ArrayBuffer'). Phone or not is decided once, at load.
const PHONE = typeof window !== 'undefined' && window.matchMedia('(max-width: 899.95px)').matches;
// pdf.js's worker starts when this chunk loads, while the page is still fetching the invoice and
// its PDF, and every document of the page's life shares it (pdf.js leaves a worker it was given
// running when a document closes).
const WORKER = typeof Worker === 'undefined' ? undefined : new pdfjs.PDFWorker();
const OPTIONS = {
  ...(WORKER ? { worker: WORKER } : {}),
  // No eval: the console's CSP forbids it.
  isEvalSupported: false,
  canvasMaxAreaInBytes: (PHONE ? VIEWER_DEFAULTS.maxCanvasPixelsMobile : VIEWER_DEFAULTS.maxCanvasPixels) * 4,
};

export default function PdfViewer({ file, linkTarget = VIEWER_DEFAULTS.linkTarget, highlight = null }: PdfViewerProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const t = (key: string, opts?: object) => translate(`resources.invoices.detail.pdf.${key}`, opts);
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(600);
  const [pages, setPages] = useState(0);
  const [page, setPage] = useState(1);
  const [pageInput, setPageInput] = useState('1');
  const [zoom, setZoom] = useState<number>(VIEWER_DEFAULTS.zoom);
  const [rotation, setRotation] = useState(0);
  const [allPages, setAllPages] = useState(true);
  const [textLayer, setTextLayer] = useState<TextLayerMode>(VIEWER_DEFAULTS.textLayerMode);
  const [failed, setFailed] = useState<string | null>(null);
  // Height over width of the first page, for the pages not drawn yet (A4 until the document says).
  const [firstAspect, setFirstAspect] = useState(Math.SQRT2);

  // Page width (spec 9 'page-width'): the viewer's box from the first paint (a page drawn at a
  // guessed width would be drawn again), then following it, debounced like the spec's resize.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const initial = Math.floor(el.getBoundingClientRect().width) - 16;
    if (initial > 0) setWidth(Math.max(200, initial));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(([entry]) => {
      clearTimeout(timer);
      timer = setTimeout(() => entry && setWidth(Math.max(200, Math.floor(entry.contentRect.width) - 16)), 100);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, []);

  // A new highlight comes into view: its page in single-page mode, its box when every page shows.
  useEffect(() => {
    if (!highlight || pages === 0) return;
    const target = clampViewerPage(highlight.page, pages);
    setPage(target);
    setPageInput(String(target));
    // Scrolls the viewer's own box only: the page around it stays where the user is typing.
    const frame = requestAnimationFrame(() => {
      const container = box.current;
      const el =
        container?.querySelector('[data-testid="pdf-highlight"]') ??
        container?.querySelector(`[data-page-number="${target}"]`);
      if (!container || !el) return;
      const c = container.getBoundingClientRect();
      const r = el.getBoundingClientRect();
      container.scrollTop += r.top - c.top - Math.max(0, (c.height - r.height) / 2);
      container.scrollLeft += r.left - c.left - Math.max(0, (c.width - r.width) / 2);
    });
    return () => cancelAnimationFrame(frame);
  }, [highlight, pages]);

  const goTo = (value: unknown) => {
    const next = clampViewerPage(value, pages);
    setPage(next);
    setPageInput(String(next));
    if (allPages) box.current?.querySelector(`[data-page-number="${next}"]`)?.scrollIntoView({ block: 'start' });
  };
  const changeZoom = (factor: number) => setZoom((z) => clampScale(acceptViewerZoom(z * factor, z)));
  const rotate = () => {
    const { rotation: next, warning } = acceptViewerRotation(rotation + 90, rotation);
    if (warning) console.warn('rotation ignored: not a multiple of 90');
    setRotation(next);
  };
  // Above the spec's limit every page is one page at a time.
  const showAll = allPages && pages <= VIEWER_DEFAULTS.forceSinglePageAbovePages;
  const pageProps = (n: number) => ({
    width: width * zoom,
    rotate: rotation,
    renderTextLayer: textLayer !== 'disabled',
    renderAnnotationLayer: textLayer === 'enhanced' || linkTarget !== 'none',
    children: highlight && highlight.page === n ? <Highlight box={highlight.box} /> : undefined,
  });

  return (
    <Box data-testid="pdf-viewer">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Tooltip title={t('prev')}>
          <span>
            <IconButton size="small" onClick={() => goTo(page - 1)} disabled={page <= 1}>
              <NavigateBeforeIcon />
            </IconButton>
          </span>
        </Tooltip>
        <TextField
          size="small"
          label={t('page')}
          value={pageInput}
          onChange={(e) => setPageInput(e.target.value)}
          onBlur={() => goTo(pageInput)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') goTo(pageInput);
          }}
          sx={{ width: 80 }}
          inputProps={{ 'data-testid': 'pdf-page-input', inputMode: 'numeric' }}
        />
        <Typography variant="body2" data-testid="pdf-page-count">
          {t('of', { count: pages })}
        </Typography>
        <Tooltip title={t('next')}>
          <span>
            <IconButton size="small" onClick={() => goTo(page + 1)} disabled={page >= pages}>
              <NavigateNextIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('zoom_out')}>
          <IconButton size="small" onClick={() => changeZoom(1 / VIEWER_DEFAULTS.zoomStep)}>
            <ZoomOutIcon />
          </IconButton>
        </Tooltip>
        <Typography variant="body2" sx={{ minWidth: 44, textAlign: 'center' }} data-testid="pdf-zoom">
          {Math.round(zoom * 100)}%
        </Typography>
        <Tooltip title={t('zoom_in')}>
          <IconButton size="small" onClick={() => changeZoom(VIEWER_DEFAULTS.zoomStep)}>
            <ZoomInIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('rotate')}>
          <IconButton size="small" onClick={rotate} data-testid="pdf-rotate">
            <RotateRightIcon />
          </IconButton>
        </Tooltip>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={allPages ? 'all' : 'one'}
          onChange={(_e, v: string | null) => v && setAllPages(v === 'all')}
        >
          <ToggleButton value="all">{t('all_pages')}</ToggleButton>
          <ToggleButton value="one">{t('single_page')}</ToggleButton>
        </ToggleButtonGroup>
        <TextField
          select
          size="small"
          label={t('text_layer')}
          value={textLayer}
          onChange={(e) => setTextLayer(e.target.value as TextLayerMode)}
          fullWidth={false}
          sx={{ width: 140 }}
        >
          {VIEWER_DEFAULTS.textLayerModes.map((m) => (
            <MenuItem key={m} value={m}>
              {t(`text_modes.${m}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {failed ? (
        <Alert severity="error" data-testid="pdf-error">
          {t('failed')}: {failed}
        </Alert>
      ) : null}
      <Box
        ref={box}
        sx={{
          maxHeight: '80vh',
          overflow: 'auto',
          bgcolor: 'grey.200',
          p: 1,
          '& .react-pdf__Page': { mb: 1, mx: 'auto', boxShadow: 1 },
        }}
      >
        <Document
          file={file}
          options={OPTIONS}
          externalLinkTarget={linkTarget === 'none' ? undefined : LINK_TARGETS[linkTarget]}
          loading={
            <Typography variant="body2" sx={{ p: 2 }}>
              {t('loading')}
            </Typography>
          }
          onLoadSuccess={(doc) => {
            setPages(doc.numPages);
            setFailed(null);
            void doc.getPage(1).then(
              (p) => {
                const [x0 = 0, y0 = 0, x1 = 1, y1 = 1] = p.view;
                if (x1 > x0 && y1 > y0) setFirstAspect((y1 - y0) / (x1 - x0));
              },
              () => undefined,
            );
          }}
          onLoadError={(err) => {
            setFailed(err.message);
            notify(err.message || 'error.generic', { type: 'error' });
          }}
        >
          {showAll ? (
            Array.from({ length: pages }, (_, i) => (
              <LazyPage
                key={i + 1}
                pageNumber={i + 1}
                {...pageProps(i + 1)}
                root={box}
                aspect={rotation % 180 === 0 ? firstAspect : 1 / firstAspect}
                eager={i === 0 || highlight?.page === i + 1}
              />
            ))
          ) : (
            <Page pageNumber={clampViewerPage(page, pages)} {...pageProps(clampViewerPage(page, pages))} />
          )}
        </Document>
      </Box>
    </Box>
  );
}
