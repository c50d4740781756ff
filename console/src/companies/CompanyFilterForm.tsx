// The filter panel of the companies list: text filters, and the switches for admins.
import { BooleanInput, FilterLiveForm, TextInput, useTranslate } from 'react-admin';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { COMPANY_SWITCH_FILTERS, COMPANY_TEXT_FILTERS } from './companyFilters';

export function CompanyFilterForm({ showSwitches }: { showSwitches: boolean }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" data-testid="company-filters">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
          {translate('app.filters.title')}
        </Typography>
        <FilterLiveForm debounce={400}>
          <Grid container columnSpacing={2}>
            {COMPANY_TEXT_FILTERS.map((source) => (
              <Grid key={source} size={{ xs: 12, sm: 6, md: 3, xl: 12 }}>
                <TextInput
                  source={source}
                  label={`resources.companies.filters.${source}`}
                  resettable
                  helperText={false}
                />
              </Grid>
            ))}
          </Grid>
          {showSwitches ? (
            <Grid container columnSpacing={2}>
              {COMPANY_SWITCH_FILTERS.map(({ source, whenOn }) => (
                <Grid key={source} size={{ xs: 12, sm: 6, md: 4, xl: 12 }}>
                  <BooleanInput
                    source={source}
                    label={`resources.companies.filters.${source}`}
                    helperText={false}
                    format={(v: unknown) => v === whenOn}
                    parse={(on: boolean) => (on ? whenOn : '')}
                  />
                </Grid>
              ))}
            </Grid>
          ) : null}
        </FilterLiveForm>
      </CardContent>
    </Card>
  );
}
