import fc from 'fast-check';

/**
 * Text a hostile client may send: emoji and joined emoji, zero-width characters, combining marks,
 * right-to-left text and overrides, lone surrogates, NUL and other control characters, and the
 * usual injection attempts.
 */
const SPECIAL = [
  '😀',
  '👩‍👩‍👧‍👦',
  '🇪🇸',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\ufeff',
  '\u0301',
  'e\u0301',
  'n\u0303',
  '\u202e',
  '\u202d',
  '\u200f',
  'مرحبا',
  'שלום',
  '\ud800',
  '\udfff',
  '\udc00\ud800',
  '\u0000',
  '\u0007',
  '\u001b[31m',
  '\r\n',
  '\t',
  '\u2028',
  '\uffff',
  'ñ',
  'Á',
  'ß',
  'İ',
  '%00',
  '%zz',
  '%E0%A4%A',
  "' OR 1=1 --",
  '"; DROP TABLE answers; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '__proto__',
  'constructor',
];

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.array(fc.constantFrom(...SPECIAL), { maxLength: 8 }).map((parts) => parts.join('')),
  fc
    .tuple(fc.constantFrom('verano', 'Jugador', '2026-11-16', ''), fc.constantFrom(...SPECIAL))
    .map(([text, special]) => text + special),
  fc.integer({ min: 25, max: 20_000 }).map((n) => 'a'.repeat(n)),
  fc.constantFrom(...SPECIAL),
);

/** Any JSON value, of any type and depth, with hostile text in it. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constantFrom(0, -1, 1e308, -0, 10.001, 7.5, 2 ** 53),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 4 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 4 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/**
 * A request body: the call's own fields with hostile values (sometimes missing, sometimes with
 * more fields), any JSON at all, or bytes that are not JSON.
 */
export function hostileBody(fields: string[]): fc.Arbitrary<{ payload: string | Buffer }> {
  const record = fc
    .tuple(
      fc.record(Object.fromEntries(fields.map((f) => [f, hostileValue])), {
        requiredKeys: [],
      }),
      fc.dictionary(
        fc.oneof(hostileText, fc.constantFrom('uid', 'score', 'player_uid')),
        hostileValue,
        {
          maxKeys: 2,
        },
      ),
    )
    .map(([own, extra]) => JSON.stringify({ ...extra, ...own }));
  return fc
    .oneof(
      { arbitrary: record, weight: 4 },
      { arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)), weight: 2 },
      { arbitrary: hostileText, weight: 1 },
      { arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)), weight: 1 },
    )
    .map((payload) => ({ payload }));
}

export const contentType = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 6 },
  {
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/json; charset=latin1',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      '',
    ),
    weight: 2,
  },
);
