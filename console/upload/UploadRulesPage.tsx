// The upload routes (/admin/invoices/upload, /invoices/outgoing/upload, /invoices/incoming/upload)
// until the invoice upload screen arrives with its own issue: the page says which files will be
// taken (domain/constants) and that uploading comes with the upload feature. docs/console.md.
import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { MAX_UPLOAD_BYTES, UPLOAD_EXTENSIONS } from '../../domain/constants';
import { PageTitle } from '../common/PageTitle';

export function UploadRulesPage() {
  const translate = useTranslate();
  const maxMb = MAX_UPLOAD_BYTES / (1024 * 1024);
  return (
    <>
      <PageTitle title={translate('app.upload.title')} />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="body1" sx={{ mb: 2 }}>
            {translate('app.upload.rules', { types: UPLOAD_EXTENSIONS.join(', ').toUpperCase().replace(/\./g, ''), max: maxMb })}
          </Typography>
          <Box
            aria-disabled="true"
            sx={{ border: 2, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 2, p: 4, textAlign: 'center', color: 'text.disabled' }}
            data-testid="upload-drop-area"
          >
            <UploadFileIcon sx={{ fontSize: 48 }} />
            <Typography variant="body2">{translate('app.upload.coming')}</Typography>
          </Box>
        </CardContent>
      </Card>
    </>
  );
}
