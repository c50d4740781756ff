// The documents selector and viewer: the invoice's documents the api lists (original PDF, XML,
// the XML's original root), each shown in its viewer (PDF: pdf.js, XML: the tree) and downloadable.
// Both viewers are loaded on demand, so pdf.js is not in the main bundle. The PDF shows where
// extraction read the form field that has the focus (InvoiceDetail.field_boxes).
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import type { InvoiceDetail, InvoiceDocumentLink } from '../../../../domain/invoice-detail';
import type { FieldBox } from '../../../../domain/invoice-provenance';
import { useFocusedFieldBox } from '../form/fieldFocus';
import { firstDocument, useDocumentBlob, useDocumentDownload } from './useDocument';

const loadPdfViewer = () => import('../../viewers/PdfViewer');
const loadXmlViewer = () => import('../../viewers/XmlViewer');
const PdfViewer = lazy(loadPdfViewer);
const XmlViewer = lazy(loadXmlViewer);

function XmlDocument({ blob }: { blob: Blob }) {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void blob.text().then((t) => live && setText(t));
    return () => {
      live = false;
    };
  }, [blob]);
  return text === null ? <LinearProgress /> : <XmlViewer text={text} />;
}

function DocumentView({ doc, highlight }: { doc: InvoiceDocumentLink; highlight: FieldBox | null }) {
  const { data, error, isPending } = useDocumentBlob(doc.href, doc.version);
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (isPending || !data) return <LinearProgress />;
  return (
    <Suspense fallback={<LinearProgress />}>
      {doc.kind === 'pdf' ? <PdfViewer file={data} highlight={highlight} /> : <XmlDocument blob={data} />}
    </Suspense>
  );
}

export function DocumentsPanel({ invoice }: { invoice: InvoiceDetail }) {
  const translate = useTranslate();
  const download = useDocumentDownload();
  const docs = invoice.documents;
  const highlight = useFocusedFieldBox(invoice.field_boxes);
  const first = firstDocument(invoice);
  const [kind, setKind] = useState<InvoiceDocumentLink['kind'] | undefined>(first?.kind);
  // Load the viewer's code while the document itself is fetched, not after it.
  const firstKind = first?.kind;
  useEffect(() => {
    if (firstKind === 'pdf') void loadPdfViewer();
    else if (firstKind) void loadXmlViewer();
  }, [firstKind]);
  const selected = docs.find((d) => d.kind === kind) ?? first;
  const t = (key: string) => translate(`resources.invoices.detail.${key}`);
  return (
    <Card variant="outlined" data-testid="invoice-documents">
      <CardContent>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" sx={{ mr: 1 }}>
            {t('documents')}
          </Typography>
          {docs.length > 0 ? (
            <ToggleButtonGroup
              size="small"
              exclusive
              value={selected?.kind ?? null}
              onChange={(_e, v: InvoiceDocumentLink['kind'] | null) => v && setKind(v)}
              data-testid="document-selector"
            >
              {docs.map((d) => (
                <ToggleButton key={d.kind} value={d.kind} data-testid={`document-${d.kind}`}>
                  {t(`document_kinds.${d.kind}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          ) : null}
          {selected ? (
            <Button
              size="small"
              startIcon={<DownloadIcon />}
              onClick={() => void download(selected.href, invoice.invoice_id ?? invoice.file_name ?? invoice.id)}
            >
              {t('download')}
            </Button>
          ) : null}
        </Stack>
        {selected ? (
          <DocumentView key={selected.href} doc={selected} highlight={highlight} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('no_documents')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
