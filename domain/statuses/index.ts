// Status rules (invoice, eSynPay, finance, company, upload) under one import.
export * from './invoice-status';
export * from './invoice-progress';
export * from './invoice-tooltips';
export * from './esynpay-status';
export * from './finance-status';
export * from './company-status';
export * from './upload-status';
export * from './shown-status';
