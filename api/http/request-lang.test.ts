// requestLang: which language an Accept-Language header asks for (Swedish or English).
import { requestLang } from './request-lang';

describe('requestLang', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['sv', 'sv'],
    ['sv-SE', 'sv'],
    ['se', 'sv'],
    ['en-US,en;q=0.9', 'en'],
    ['de-DE', 'en'],
    ['de-DE, sv;q=0.8', 'sv'],
    ['en;q=0.5, sv;q=0.9', 'sv'],
    ['sv;q=0, en', 'en'],
    ['*', 'en'],
  ] as const)('%p → %s', (header, lang) => {
    expect(requestLang(header)).toBe(lang);
  });
});
