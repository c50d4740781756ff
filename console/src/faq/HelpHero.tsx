// The help hero block of the FAQ: who to ask, with the support email and phone (domain SUPPORT_CONTACT).
import { useTranslate } from 'react-admin';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import { SUPPORT_CONTACT } from '../../../domain/constants';

export function HelpHero() {
  const translate = useTranslate();
  const contact = SUPPORT_CONTACT;
  return (
    <Card sx={{ mb: 3, bgcolor: 'primary.main', color: 'primary.contrastText' }} data-testid="help-hero">
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 3, alignItems: { md: 'center' } }}>
          <SupportAgentIcon sx={{ fontSize: 56 }} />
          <Stack sx={{ flex: 1 }}>
            <Typography variant="h5" component="h2">
              {translate('app.faq.hero_title')}
            </Typography>
            <Typography variant="body1">{translate('app.faq.hero_text')}</Typography>
          </Stack>
          <Stack sx={{ gap: 1 }}>
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
              <EmailIcon fontSize="small" />
              <Typography variant="body2">{translate('app.faq.email')}:</Typography>
              <Link href={`mailto:${contact.email}`} color="inherit" underline="always">
                {contact.email}
              </Link>
            </Stack>
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
              <PhoneIcon fontSize="small" />
              <Typography variant="body2">{translate('app.faq.phone')}:</Typography>
              <Link href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`} color="inherit" underline="always">
                {contact.phone}
              </Link>
            </Stack>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
