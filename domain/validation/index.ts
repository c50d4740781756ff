// Validation rules and schemas shared by api, console and workflows.
export * from './issues';
export * from './rules';
export * from './dates';
export * from './fields';
export * from './invoice-lines';
export * from './invoice-totals';
export * from './charges';
export * from './invoice-form';
export * from './payment-means';
export * from './lists';
export * from './company-settings';
export * from './schemas';
export * from './upload';
export * from './invoice-response';
