// FAQ (/faq, every user): a help hero with the support contact, then questions and answers.
import { useTranslate } from 'react-admin';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { PageTitle } from '../common/PageTitle';
import { MAX_UPLOAD_BYTES } from '../../../domain/constants';
import { HelpHero } from './HelpHero';

const QUESTIONS = ['formats', 'status', 'peppol', 'language'] as const;

export function FaqPage() {
  const translate = useTranslate();
  return (
    <>
      <PageTitle title={translate('app.faq.title')} />
      <HelpHero />
      {QUESTIONS.map((q) => (
        <Accordion key={q} disableGutters variant="outlined">
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography variant="subtitle1">{translate(`app.faq.questions.${q}.q`)}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2">
              {translate(`app.faq.questions.${q}.a`, { max: MAX_UPLOAD_BYTES / (1024 * 1024) })}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </>
  );
}
