import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SaxesParser } from 'saxes';
import { SpreadsheetError } from './spreadsheet-error.ts';
import { XML_LIMITS, parseXml } from './xml-events.ts';

const refusedWith = (key: string) => (error: unknown) => error instanceof SpreadsheetError && error.key === key;

/** `head`, then `unit` for ever, 64 KiB at a time, counting what was pulled. */
function endless(head: string, unit: string) {
  const pulled = { bytes: 0 };
  const block = Buffer.from(unit.repeat(Math.ceil(65_536 / unit.length)));
  async function* chunks() {
    yield Buffer.from(head);
    for (;;) {
      pulled.bytes += block.length;
      yield block;
    }
  }
  return { chunks: chunks(), pulled };
}

describe('parseXml: limits checked while a token grows', () => {
  it('refuses an endless text node, attribute, comment, CDATA section and name once they pass the limit, not at their end', async () => {
    const cases: [string, string, string][] = [
      ['text node', '<a>', 'x'],
      ['attribute value', '<a b="', 'x'],
      ['comment', '<a><!--', 'x'],
      ['CDATA', '<a><![CDATA[', 'x'],
      ['element name', '<a', 'x'],
      ['entity name', '<a>&', 'x'],
      ['processing instruction', '<?x', 'x'],
    ];
    for (const [what, head, unit] of cases) {
      const { chunks, pulled } = endless(head, unit);
      await assert.rejects(parseXml(chunks, { text: () => {} }), refusedWith('spreadsheetTextTooLong'), what);
      // The parser is given 16 Ki characters at a time: stopped within a chunk of the limit.
      assert.ok(pulled.bytes <= XML_LIMITS.maxTextChars + 2 * 65_536, `${what}: ${pulled.bytes} bytes pulled`);
    }
  });

  it('refuses elements nested too deep and a tag with too many attributes', async () => {
    const deep = endless('', '<a>');
    await assert.rejects(parseXml(deep.chunks, {}), refusedWith('spreadsheetTooDeep'));
    // Distinct attribute names: b0="" b1="" …
    async function* attributes() {
      yield Buffer.from('<a');
      for (let i = 0; ; i++) yield Buffer.from(` b${i}=""`);
    }
    await assert.rejects(parseXml(attributes(), {}), refusedWith('spreadsheetTooManyAttributes'));
  });

  it('reads text that stays under the limit, split across chunks and surrogate pairs', async () => {
    const text = '𠀀字'.repeat(20_000);
    const bytes = Buffer.from(`<a b="${text}">${text}</a>`);
    const chunks = async function* () {
      for (let at = 0; at < bytes.length; at += 1001) yield bytes.subarray(at, at + 1001);
    };
    let seen = '';
    let attribute = '';
    await parseXml(chunks(), { open: (_, attrs) => { attribute = attrs.b ?? ''; }, text: (t) => { seen += t; } });
    assert.equal(seen, text);
    assert.equal(attribute, text);
  });

  it('reads the private buffers of the saxes it was written for (an upgrade that renames them fails here)', () => {
    const parser = new SaxesParser() as unknown as Record<string, unknown>;
    for (const field of ['text', 'name', 'entity', 'piTarget', 'openWakaBang']) assert.equal(typeof parser[field], 'string', field);
    assert.ok(Array.isArray(parser.attribList));
  });
});
