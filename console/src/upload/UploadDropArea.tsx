// The drop area of the upload screen: drop PDFs or choose them (one in single mode). The files'
// checks (type, size) are the queue's; this only hands them over.
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';

export function UploadDropArea({
  multiple,
  maxMb,
  onFiles,
}: {
  multiple: boolean;
  maxMb: number;
  onFiles: (files: File[]) => void;
}) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  return (
    <Box
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        onFiles(Array.from(e.dataTransfer.files));
      }}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        borderRadius: 2,
        p: 4,
        textAlign: 'center',
        bgcolor: over ? 'action.hover' : undefined,
      }}
      data-testid="upload-drop-area"
    >
      <UploadFileIcon sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate(multiple ? 'app.upload.drop_many' : 'app.upload.drop_one')}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {translate('app.upload.rules', { types: 'PDF', max: maxMb })}
      </Typography>
      <Button variant="outlined" onClick={() => input.current?.click()}>
        {translate('app.upload.choose')}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept="application/pdf,.pdf"
        multiple={multiple}
        data-testid="upload-input"
        onChange={(e) => {
          onFiles(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
    </Box>
  );
}
