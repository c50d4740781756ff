// The pages a mailed link opens (/verify-email, /set-password) send the link's `?token=` to an auth
// endpoint as soon as they open and show what the api answered.
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { API_URL, httpClient } from '../dataProvider/httpClient';
import { errorText } from './AuthPage';

export type TokenAnswer =
  { state: 'waiting' } | { state: 'accepted'; json: unknown } | { state: 'refused'; message: string };

/** POSTs `{ token }` to `${API_URL}${endpoint}` once and answers the token and the api's answer. */
export function useTokenAnswer(endpoint: string): { token: string; answer: TokenAnswer } {
  const translate = useTranslate();
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('token') ?? '';
  const [answer, setAnswer] = useState<TokenAnswer>({ state: 'waiting' });
  // A token may work once, and every check is counted per address: React's development double
  // effects must not send it twice.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    httpClient(`${API_URL}${endpoint}`, { method: 'POST', body: JSON.stringify({ token }) })
      .then(({ json }) => setAnswer({ state: 'accepted', json }))
      .catch((error: unknown) =>
        setAnswer({ state: 'refused', message: errorText(error, translate('error.generic')) }),
      );
  }, [endpoint, token, translate]);
  return { token, answer };
}
