// The country-name display filter: an ISO code shown as the country's name in the UI language
// (domain/countries; the code itself when unknown).
import { useLocaleState } from 'react-admin';
import { countryName } from '../../../domain/countries';
import { toLang } from '../../../domain/i18n/lang';

export function CountryName({ code }: { code: string }) {
  const [locale] = useLocaleState();
  return <>{countryName(code, toLang(locale))}</>;
}
