// The list answer's body written from items' JSON texts (list-response.ts jsonArrayBody).
import { jsonArrayBody } from './list-response';

describe('jsonArrayBody', () => {
  it('writes the items between the two texts as one valid JSON document, any characters included', () => {
    const rows = [{ item: '{"a":"Åsa – ö"}' }, { item: '{"b":"𝄞 \\u0001"}' }, { item: '{"c":null}' }];
    const body = jsonArrayBody('{"data":', rows, ',"total":3}');
    expect(JSON.parse(body.toString('utf8'))).toEqual({
      data: [{ a: 'Åsa – ö' }, { b: '𝄞 \u0001' }, { c: null }],
      total: 3,
    });
    expect(body.length).toBe(Buffer.byteLength(`{"data":[${rows.map((r) => r.item).join(',')}],"total":3}`));
  });

  it('writes an empty page as an empty array', () => {
    expect(jsonArrayBody('{"data":', [], ',"total":0}').toString()).toBe('{"data":[],"total":0}');
  });
});
