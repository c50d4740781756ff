// An invoice's exception text as the checks write it, and back: one 'rule: message (field)' per
// finding, joined with '; ' (workflows/invoice/machine.ts extractionException, the Peppol intake's
// findingsText). The detail page's exception box shows the findings with their rule ids and fields;
// a free text (a rejection reason, an operator's note) stays one message without a rule.

export interface ExceptionFinding {
  rule: string | null;
  message: string;
  field: string | null;
}

const SEPARATOR = '; ';
// A rule id: letters, digits, dots, dashes and underscores, starting with a letter (BR-CO-15, PEPPOL-EN16931-R001, amount.mismatch).
const FINDING = /^([A-Za-z][\w.-]{1,63}): (.+?)(?: \(([\w.[\]-]{1,128})\))?$/s;

export function formatExceptionFindings(
  findings: readonly { rule: string; message: string; field?: string | null }[],
): string {
  return findings.map((f) => `${f.rule}: ${f.message}${f.field ? ` (${f.field})` : ''}`).join(SEPARATOR);
}

export function parseExceptionFindings(text: string | null | undefined): ExceptionFinding[] {
  const trimmed = text?.trim();
  if (!trimmed) return [];
  const parts = trimmed
    .split(SEPARATOR)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const parsed = parts.map((p) => FINDING.exec(p));
  if (parsed.every((m) => m !== null)) {
    return parsed.map((m) => ({ rule: m![1]!, message: m![2]!, field: m![3] ?? null }));
  }
  return [{ rule: null, message: trimmed, field: null }];
}
