// Per-supplier learning for the extraction engine: learn rules from a person's corrections,
// apply them to the next invoice from the same supplier. Pure functions over page words.
export { learnFromCorrection, locateField, type CorrectionInput } from './learn';
export { applySupplierProfile, learnedConfidence, LEARNED_BASE_CONFIDENCE } from './apply';
export { readRule, readByLabel, readByRegion, type RuleReading } from './read';
export { supplierKeys, mergeProfiles, SUPPLIER_KEY_PATTERN, type SupplierIdentity } from './supplier-key';
export { LEARNABLE_FIELDS, VALUE_KINDS, readValue, sameValue, type ValueKind } from './value-kinds';
export type { LearnedRule, ProfileEntry, ProfileUpdate, Region } from './types';
