// The sideways-page test of the OCR route on ink profiles: text lines make rows band, so a page
// whose columns band instead was fed a quarter turn round.
import { isSideways, type InkProfile } from './ocr';

/** A profile of `n` bins where text lines of `line` bins alternate with gaps of `gap` bins. */
function banded(n: number, line: number, gap: number): Uint32Array {
  const p = new Uint32Array(n);
  for (let i = 0; i < n; i += 1) p[i] = i % (line + gap) < line ? 400 : 8;
  return p;
}

/** A profile with ink spread evenly, with a little unevenness (words, margins). */
function even(n: number): Uint32Array {
  const p = new Uint32Array(n);
  for (let i = 0; i < n; i += 1) p[i] = 150 + ((i * 37) % 60);
  return p;
}

describe('isSideways', () => {
  it('says no for text lines running across the page', () => {
    const upright: InkProfile = { rows: banded(2339, 22, 18), cols: even(1654) };
    expect(isSideways(upright)).toBe(false);
  });
  it('says yes for text lines running down the page', () => {
    const sideways: InkProfile = { rows: even(1654), cols: banded(2339, 22, 18) };
    expect(isSideways(sideways)).toBe(true);
  });
  it('says no for a blank page', () => {
    expect(isSideways({ rows: new Uint32Array(100), cols: new Uint32Array(100) })).toBe(false);
  });
});
