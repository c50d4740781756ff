// Workflows bundle for tests: the product's workflows plus test-only fixtures.
export * from '../index';
export { sleepyWorkflow } from './sleepy.workflow';
export { extractDocumentWorkflow } from './extract-document.workflow';
