import { renderBlade, type BladeContext } from './blade-lite';

function ctx(bound: Record<string, unknown>, partials: Record<string, string> = {}): BladeContext {
  return {
    lang: (k) => ({ pdf_total: 'Summa', pdf_items_label: 'Artiklar' })[k] ?? `?${k}`,
    include: (n) => partials[n] ?? '',
    resolve: (e, _l, evaluate) => {
      if (e in bound) return bound[e];
      const m = /^money\((.+)\)$/.exec(e);
      if (m) return `${Number(evaluate(m[1] as string)).toFixed(2)} kr`;
      throw new Error(`unbound ${e}`);
    },
  };
}

describe('blade-lite', () => {
  it('echoes escaped and raw values and translations', () => {
    const out = renderBlade("<b>@lang('pdf_total')</b> {{ $a }} {!! $b !!}", ctx({ $a: '<x>', $b: '<i>y</i>' }));
    expect(out).toBe('<b>Summa</b> &lt;x&gt; <i>y</i>');
  });

  it('takes the first true branch, with property access not read as a comparison', () => {
    const src = "@if ($inv->kind === 'YES') yes @elseif ($inv->n > 2) many @else none @endif";
    expect(renderBlade(src, ctx({ '$inv->kind': 'NO', '$inv->n': 3 })).trim()).toBe('many');
    expect(renderBlade(src, ctx({ '$inv->kind': 'YES', '$inv->n': 3 })).trim()).toBe('yes');
    expect(renderBlade(src, ctx({ '$inv->kind': 'NO', '$inv->n': 1 })).trim()).toBe('none');
  });

  it('loops with counters, concatenation, calls and partials', () => {
    const partial =
      "@foreach ($rows as $row)<tr>{{$i}} {{$row->name.' ('.$row->rate.'%)'}} {!! money($row->sum) !!}</tr>@php $i += 1 @endphp @endforeach";
    const src = "@php\n  $i = 1\n@endphp<table>@include('table')</table>@if(count($rows) > 1) two @endif";
    const rows = [
      { name: 'Moms', rate: 25, sum: 10 },
      { name: 'Moms', rate: 12, sum: 2.5 },
    ];
    const out = renderBlade(src, ctx({ $rows: rows }, { table: partial }));
    expect(out).toContain('<tr>1 Moms (25%) 10.00 kr</tr>');
    expect(out).toContain('<tr>2 Moms (12%) 2.50 kr</tr>');
    expect(out).toContain('two');
  });

  it('refuses an expression nobody bound', () => {
    expect(() => renderBlade('{{ $nobody }}', ctx({}))).toThrow('unbound $nobody');
  });

  it('leaves CSS at-rules alone', () => {
    expect(renderBlade('@page { size: A4 } @import url(x);', ctx({}))).toBe('@page { size: A4 } @import url(x);');
  });
});
