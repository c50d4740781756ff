// The translation key of an invoice form label (console/i18n: resources.invoices.form.*).
export const formLabel = (key: string) => `resources.invoices.form.${key}`;
