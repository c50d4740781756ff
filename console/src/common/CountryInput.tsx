// Country picker: ISO code stored, name shown in the UI language; matches from domain/countries'
// autocomplete (name, English name, aliases, code; at most 20).
import { useMemo, useState } from 'react';
import { useInput, useLocaleState, useTranslate, FieldTitle } from 'react-admin';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { countryName, searchCountries } from '../../../domain/countries';
import { toLang } from '../../../domain/i18n/lang';

export function CountryInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = toLang(locale);
  const { field, fieldState, isRequired } = useInput({ source });
  const [text, setText] = useState('');
  const options = useMemo(() => searchCountries(text, lang).map((c) => c.code), [text, lang]);
  const value: string | null = field.value ? String(field.value) : null;
  const error = fieldState.error?.message;
  return (
    <Autocomplete
      options={value && !options.includes(value) ? [value, ...options] : options}
      value={value}
      onChange={(_e, code) => field.onChange(code ?? null)}
      onBlur={field.onBlur}
      disabled={field.disabled === true}
      inputValue={text || (value ? countryName(value, lang) : '')}
      onInputChange={(_e, next, reason) => setText(reason === 'reset' ? '' : next)}
      getOptionLabel={(code) => countryName(code, lang)}
      filterOptions={(x) => x}
      autoHighlight
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          name={source}
          variant="filled"
          size="small"
          margin="dense"
          label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
          error={!!error}
          helperText={error ? translate(error, { _: error }) : ' '}
        />
      )}
    />
  );
}
