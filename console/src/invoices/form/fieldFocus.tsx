// Which invoice form field has the focus, shared with the PDF viewer beside the form: the viewer
// highlights where extraction read that field (domain/invoice-provenance). The form reports focus
// changes; without a provider around it, nothing listens and nothing happens.
import { createContext, useCallback, useContext, useMemo, useState, type FocusEvent, type ReactNode } from 'react';
import { fieldBoxFor, type FieldBox, type FieldBoxes } from '../../../../domain/invoice-provenance';

interface FieldFocusValue {
  path: string | null;
  setPath: (path: string | null) => void;
}

const FieldFocusContext = createContext<FieldFocusValue | null>(null);

export function FieldFocusProvider({ children }: { children: ReactNode }) {
  const [path, setPath] = useState<string | null>(null);
  const value = useMemo(() => ({ path, setPath }), [path]);
  return <FieldFocusContext.Provider value={value}>{children}</FieldFocusContext.Provider>;
}

/** The box on the PDF of the focused field, or null. */
export function useFocusedFieldBox(boxes: FieldBoxes | null | undefined): FieldBox | null {
  const path = useContext(FieldFocusContext)?.path ?? null;
  return useMemo(() => fieldBoxFor(path, boxes), [path, boxes]);
}

/**
 * Focus handlers for the form's root: an input's name is its form path ('invoice_lines.0.price.amount');
 * focus leaving the form clears it.
 */
export function useFieldFocusReporter(): {
  onFocus: (e: FocusEvent<HTMLElement>) => void;
  onBlur: (e: FocusEvent<HTMLElement>) => void;
} {
  const setPath = useContext(FieldFocusContext)?.setPath;
  const onFocus = useCallback(
    (e: FocusEvent<HTMLElement>) => {
      const name = (e.target as HTMLInputElement).name;
      setPath?.(typeof name === 'string' && name !== '' ? name : null);
    },
    [setPath],
  );
  const onBlur = useCallback(
    (e: FocusEvent<HTMLElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPath?.(null);
    },
    [setPath],
  );
  return { onFocus, onBlur };
}
