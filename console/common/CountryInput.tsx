// TEMPORARY until domain/countries lands.
import { TextInput } from 'react-admin';
export function CountryInput({ source, label }: { source: string; label: string }) {
  return <TextInput source={source} label={label} />;
}
