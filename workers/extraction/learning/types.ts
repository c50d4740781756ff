// A supplier's extraction profile: per field, the label the supplier prints next to the value
// (and where the value sits relative to it) and the region of the page the value was found in.
import type { ValuePlace } from '../fields';
import type { ValueKind } from './value-kinds';

/** A box on a page as fractions of the page's width and height (0..1), origin top-left. */
export interface Region {
  page: number;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** How to find one field on this supplier's invoices. A rule has a label, a region or both. */
export interface LearnedRule {
  field_path: string;
  value_kind: ValueKind;
  /** The label as printed, normalised (lower case, no trailing colon). */
  label: string | null;
  /** Where the value sat relative to the label when it was learned. */
  label_position: ValuePlace | null;
  region: Region | null;
}

/** A stored profile entry: the rule and how often people confirmed or corrected what it read. */
export interface ProfileEntry extends LearnedRule {
  hits: number;
  misses: number;
}

/**
 * What one corrected invoice teaches about one field: 'new' a rule for a field the profile did not
 * have, 'hit' the profile's rule read the value the person kept, 'miss' it did not (the rule is
 * then replaced by one learned from this invoice when the value can be found on it).
 */
export interface ProfileUpdate extends LearnedRule {
  outcome: 'new' | 'hit' | 'miss';
}
