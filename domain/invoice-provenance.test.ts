import { boxOnShownPage, fieldBoxesOf, fieldBoxFor, formPathOf } from './invoice-provenance';

describe('field boxes of an extraction', () => {
  const extraction = {
    invoice_id: '2026-118',
    provenance: {
      invoice_id: { confidence: 0.9, page: 1, box: { x: 400, y: 60, w: 80, h: 12 }, source: 'Fakturanummer' },
      'invoice_lines[0]': { confidence: 0.8, page: 2, box: { x: 40, y: 300, w: 500, h: 14 } },
      'legal_monetary_total.line_extension_amount': {
        confidence: 0.9,
        page: null,
        box: null,
        source: 'computed from lines',
      },
      document_currency_code: { confidence: 1, page: null, box: null, source: 'xml:factur-x.xml' },
      broken: { page: 1, box: { x: 1, y: 2, w: 0, h: 5 } },
      not_a_page: { page: 0.5, box: { x: 1, y: 2, w: 3, h: 5 } },
    },
  };

  it('keeps only entries with a page and a box, in form paths', () => {
    expect(fieldBoxesOf(extraction)).toEqual({
      invoice_id: { page: 1, box: { x: 400, y: 60, w: 80, h: 12 } },
      'invoice_lines.0': { page: 2, box: { x: 40, y: 300, w: 500, h: 14 } },
    });
  });

  it('answers nothing for a missing or malformed extraction', () => {
    expect(fieldBoxesOf(null)).toEqual({});
    expect(fieldBoxesOf({ provenance: 'x' })).toEqual({});
    expect(fieldBoxesOf({})).toEqual({});
  });

  it('spells engine paths as form paths', () => {
    expect(formPathOf('tax_totals[12].tax_amount')).toBe('tax_totals.12.tax_amount');
  });

  it('finds a field box, or that of the nearest enclosing path', () => {
    const boxes = fieldBoxesOf(extraction);
    expect(fieldBoxFor('invoice_id', boxes)?.page).toBe(1);
    expect(fieldBoxFor('invoice_lines.0.price.amount', boxes)?.page).toBe(2);
    expect(fieldBoxFor('invoice_lines.1.price.amount', boxes)).toBeNull();
    expect(fieldBoxFor('due_date', boxes)).toBeNull();
    expect(fieldBoxFor(null, boxes)).toBeNull();
  });
});

describe('a box on the page as the viewer shows it', () => {
  const size = { width: 600, height: 800 };
  const box = { x: 60, y: 80, w: 120, h: 40 };

  it('is a fraction of the page, whatever the zoom', () => {
    expect(boxOnShownPage(box, size, 0)).toEqual({ left: 0.1, top: 0.1, width: 0.2, height: 0.05 });
  });

  it('turns with the page, a quarter turn clockwise at a time', () => {
    const q = boxOnShownPage(box, size, 90);
    expect(q.left).toBeCloseTo(0.85);
    expect(q.top).toBeCloseTo(0.1);
    expect(q.width).toBeCloseTo(0.05);
    expect(q.height).toBeCloseTo(0.2);
    const h = boxOnShownPage(box, size, 180);
    expect(h.left).toBeCloseTo(0.7);
    expect(h.top).toBeCloseTo(0.85);
    expect(boxOnShownPage(box, size, 360)).toEqual(boxOnShownPage(box, size, 0));
    const back = boxOnShownPage(box, size, -90);
    expect(back).toEqual(boxOnShownPage(box, size, 270));
    expect(back.left).toBeCloseTo(0.1);
    expect(back.top).toBeCloseTo(0.7);
  });

  it('stays on the page', () => {
    expect(boxOnShownPage({ x: 590, y: -5, w: 100, h: 10 }, size, 0)).toEqual({
      left: 590 / 600,
      top: 0,
      width: 100 / 600,
      height: 10 / 800,
    });
  });
});
