// The password rule: length, context words (e-mail, company, product) and zxcvbn's strength estimate.
import { contextWords, passwordProblem, type PasswordContext } from './password-policy';

const context: PasswordContext = {
  email: 'anna.berg@kilo-bygg.se',
  companyName: 'Kilo Bygg AB',
  productNames: ['eSyn', 'einvoicing'],
};
const key = (password: string, ctx: PasswordContext = context) => passwordProblem(password, ctx)?.key ?? null;

describe('password rule', () => {
  it('wants at least 10 characters, counted as people see them', () => {
    expect(passwordProblem('Tr9#kq!Lm', context)).toEqual({
      code: 'ValidationError',
      key: 'validation.passwordTooShort',
      params: { min: 10 },
    });
    expect(key('åäöåäöåäö')).toBe('validation.passwordTooShort');
  });

  it('refuses common passwords and Swedish patterns', () => {
    for (const weak of [
      'password123',
      'qwertyuiop12',
      'Sommar2024!',
      'Lösenord123!',
      'Hejsan12345',
      'aaaaaaaaaaaa',
      '1234567890',
    ]) {
      expect({ weak, key: key(weak) }).toEqual({ weak, key: 'validation.passwordTooWeak' });
    }
  });

  it('refuses the e-mail address, its parts, the company and the product in any case', () => {
    for (const bad of [
      'Anna.Berg-hemma-77',
      'berg!Torsk#Moln9',
      'KILO-bygg-vatten-5',
      'mina-esyn-nycklar-2',
      'EInvoicing#Torsk42',
      'anna.berg@kilo-bygg.se!',
    ]) {
      expect({ bad, key: key(bad) }).toEqual({ bad, key: 'validation.passwordHasContext' });
    }
  });

  it('accepts long phrases of unrelated words', () => {
    for (const good of [
      'tyst-lampa-hopp-42',
      'Blå-Kanel-Fjäll-7',
      'correct horse battery staple',
      'Gurka!Moln7Hylla',
    ]) {
      expect({ good, key: key(good) }).toEqual({ good, key: null });
    }
  });

  it('takes very long passwords up to the cap, and refuses beyond it', () => {
    expect(key('tyst-lampa-hopp-42-'.repeat(50))).toBeNull();
    expect(key('aB3!'.repeat(256))).toBe('validation.passwordTooWeak');
    expect(passwordProblem('x'.repeat(1025), context)).toMatchObject({
      key: 'validation.maxLength',
      params: { max: 1024 },
    });
  });

  it('builds context words from the address, the company and the product, skipping short and legal-form words', () => {
    expect(contextWords(context).sort()).toEqual(
      ['anna', 'anna.berg', 'anna.berg@kilo-bygg.se', 'berg', 'bygg', 'einvoicing', 'esyn', 'kilo', 'kilo-bygg'].sort(),
    );
    expect(contextWords({ email: 'a@b.se', productNames: [] })).toEqual(['a@b.se']);
  });
});
