// The company settings form shared by the admin views (create, detail) and the company's own
// settings page: General info, Address Info, Payment Means, and for admins Aliases and Contact
// Emails, Menu Settings and Operator.
import {
  AutocompleteInput,
  BooleanInput,
  ReferenceInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  required,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { useMemo } from 'react';
import { validateCompanySettings } from '../../../domain/validation';
import { domainResolver } from '../common/domainResolver';
import Stack from '@mui/material/Stack';
import { FormSection } from '../common/FormSection';
import { CountryInput } from '../common/CountryInput';
import { LANGUAGE_CODES, LANGUAGE_LABELS } from '../../../domain/constants';
import { toLang } from '../../../domain/i18n/lang';
import { PaymentMeansTabs } from './PaymentMeansTabs';
import { ValueListInput } from './ValueListInput';
import { ContactEmailsInput } from './ContactEmailsInput';
import { useCurrentUser } from '../currentUser';
import { canEditAgreements, settingsSections } from '../layout/permissions';
import { CompanyAgreements } from './CompanyAgreements';

const f = (field: string) => `resources.companies.fields.${field}`;

function Row({ children }: { children: React.ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ columnGap: 2, width: '100%' }}>
      {children}
    </Stack>
  );
}

/** `adminView`: the admin pages (create, detail); the own settings page never shows admin sections. */
export function CompanyForm({ adminView }: { adminView: boolean }) {
  const { user } = useCurrentUser();
  const sections = adminView ? settingsSections(user) : [];
  const [locale] = useLocaleState();
  const translate = useTranslate();
  // The own settings page is validated like a non-admin's form: admin sections are not on it.
  const role = adminView && user ? user.role : 'user';
  const resolver = useMemo(
    () => domainResolver((v) => validateCompanySettings(v, { role }), translate),
    [role, translate],
  );
  const lang = toLang(locale);
  const languages = LANGUAGE_CODES.map((code) => ({ id: code, name: LANGUAGE_LABELS[code][lang] }));
  return (
    <SimpleForm
      resolver={resolver}
      sanitizeEmptyValues={false}
      warnWhenUnsavedChanges
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <FormSection title="settings.general" testId="section-general">
        <Row>
          <TextInput source="name" label={f('name')} validate={required()} />
          <TextInput source="org_id" label={f('org_id')} />
          <TextInput source="tax_number" label={f('tax_number')} />
        </Row>
        <Row>
          <TextInput source="peppol_id" label={f('peppol_id')} />
          <TextInput source="phone" label={f('phone')} />
          <SelectInput source="language" label={f('language')} choices={languages} validate={required()} />
        </Row>
      </FormSection>
      <FormSection title="settings.address" testId="section-address">
        <Row>
          <TextInput source="address.street" label={f('street')} />
          <TextInput source="address.zip" label={f('zip')} />
        </Row>
        <Row>
          <TextInput source="address.city" label={f('city')} />
          <CountryInput source="address.country" label={f('country')} />
        </Row>
      </FormSection>
      <FormSection title="settings.paymentMeans" testId="section-payment-means">
        <PaymentMeansTabs />
      </FormSection>
      {sections.includes('aliases') || sections.includes('contactEmails') ? (
        <FormSection title="resources.companies.sections.aliases_contacts" testId="section-aliases">
          <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 4, width: '100%' }}>
            {sections.includes('aliases') ? (
              <Stack sx={{ flex: 1 }}>
                <ValueListInput source="aliases" label="settings.aliases" ignoreCase />
              </Stack>
            ) : null}
            {sections.includes('contactEmails') ? (
              <Stack sx={{ flex: 2 }}>
                <ContactEmailsInput />
              </Stack>
            ) : null}
          </Stack>
        </FormSection>
      ) : null}
      {adminView && canEditAgreements(user) ? (
        <FormSection title="resources.companies.sections.agreements" testId="section-agreements">
          <CompanyAgreements />
        </FormSection>
      ) : null}
      {sections.includes('menuSettings') ? (
        <FormSection title="settings.menuSettings" testId="section-menu">
          <BooleanInput source="show_outgoing_invoices" label={f('show_outgoing_invoices')} />
        </FormSection>
      ) : null}
      {sections.includes('operator') ? (
        <FormSection title="settings.operator" testId="section-operator">
          {/* The operators api sorts by name (default id sort is refused: 400 'Unknown sort field'). */}
          <ReferenceInput
            source="operator_id"
            reference="operators"
            perPage={20}
            sort={{ field: 'name', order: 'ASC' }}
          >
            <AutocompleteInput
              label={f('operator')}
              optionText="name"
              filterToQuery={(name: string) => ({ name })}
              sx={{ minWidth: 320 }}
            />
          </ReferenceInput>
        </FormSection>
      ) : null}
    </SimpleForm>
  );
}
