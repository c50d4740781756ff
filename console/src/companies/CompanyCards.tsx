// Mobile layout of the companies list: one card per company, tapping it opens the detail page.
import { RecordContextProvider, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AddressText, InvoiceEmail } from './companyFields';

interface Props {
  rowLink: (id: RaRecord['id']) => string;
  showAddress: boolean;
}

export function CompanyCards({ rowLink, showAddress }: Props) {
  const { data } = useListContext();
  const translate = useTranslate();
  const line = (field: string, value: unknown) =>
    value ? (
      <Typography variant="body2" color="text.secondary">
        {translate(`resources.companies.fields.${field}`)}: {String(value)}
      </Typography>
    ) : null;
  return (
    <Stack sx={{ gap: 1 }} data-testid="companies-cards">
      {(data ?? []).map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <Card variant="outlined">
            <CardActionArea component={Link} to={rowLink(record.id)}>
              <CardContent>
                <Typography variant="subtitle1">{record.name}</Typography>
                {line('org_id', record.org_id)}
                {line('tax_number', record.tax_number)}
                {line('peppol_id', record.peppol_id)}
                {showAddress ? <AddressText /> : null}
              </CardContent>
            </CardActionArea>
            <CardContent sx={{ pt: 0 }}>
              <InvoiceEmail />
            </CardContent>
          </Card>
        </RecordContextProvider>
      ))}
    </Stack>
  );
}
