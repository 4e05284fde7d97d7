import { StringDecoder } from 'node:string_decoder';
import { SaxesParser } from 'saxes';
import { SpreadsheetError } from './spreadsheet-error.ts';

/** What a reader of one XML part wants told, elements named without their namespace prefix. */
export interface XmlHandler {
  open?(name: string, attributes: Readonly<Record<string, string>>): void;
  text?(text: string): void;
  close?(name: string): void;
}

// `x:row` and `row` are the same element: some writers (the .NET Open XML SDK) prefix the
// SpreadsheetML namespace, and Strict OOXML changes its URI, so elements match by local name.
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** What one XML part may hold, checked as the parser reads, so a part cannot grow memory past them. */
export interface XmlLimits {
  /** Characters of any one text node, attribute value, name, comment or CDATA section. */
  maxTextChars: number;
  /** Elements open inside each other. */
  maxDepth: number;
  /** Attributes of one element. */
  maxAttributes: number;
}

/**
 * The defaults: a cell holds at most 32,767 characters, which SpreadsheetML may write eight
 * times longer (`_x0001_` for one control character); SpreadsheetML nests about ten deep and
 * its busiest element has some thirty attributes.
 */
export const XML_LIMITS: Readonly<XmlLimits> = { maxTextChars: 256 * 1024, maxDepth: 64, maxAttributes: 256 };

// The parser is given at most this many characters at a time; its buffers are measured after each.
const SLICE_CHARS = 16 * 1024;

/**
 * The buffers saxes 6 keeps while a token is incomplete (private fields, read here and only
 * here; xml-events.test.ts fails if an upgrade renames them): a text node, attribute value,
 * comment or CDATA grows `text`, a name `name`, an entity reference `entity`, a processing
 * instruction `piTarget`, a start tag's attributes `attribList`. saxes has no limits of its
 * own and emits a text node only when it ends.
 */
interface SaxesBuffers {
  text: string;
  name: string;
  entity: string;
  piTarget: string;
  openWakaBang: string;
  attribList: unknown[];
}

/** Fails when a buffer of `parser` passed `limits`. */
function checkBuffers(parser: SaxesParser, limits: XmlLimits): void {
  const buffers = parser as unknown as SaxesBuffers;
  const longest = Math.max(buffers.text.length, buffers.name.length, buffers.entity.length, buffers.piTarget.length, buffers.openWakaBang.length);
  if (longest > limits.maxTextChars) throw new SpreadsheetError('spreadsheetTextTooLong', { limit: limits.maxTextChars });
  if (buffers.attribList.length > limits.maxAttributes) throw new SpreadsheetError('spreadsheetTooManyAttributes', { limit: limits.maxAttributes });
}

/**
 * Feeds `chunks` (UTF-8 bytes of one XML part) to a SAX parser calling `handler`, and pauses
 * (yields) after each chunk so that the caller can hand on what the chunk completed: memory
 * holds one chunk, whatever the size of the part. The parser is fed at most 16 Ki characters
 * at a time and its buffers are measured after each, so no text node, attribute or name is
 * held past `limits.maxTextChars` (plus one slice); elements deeper than `limits.maxDepth` and
 * tags with more than `limits.maxAttributes` are refused too. Malformed XML fails with
 * `spreadsheetUnreadable`, a limit with its own localised `SpreadsheetError`; an error thrown
 * by `handler` goes on as it is.
 */
export async function* parseXmlChunks(chunks: AsyncIterable<Buffer>, handler: XmlHandler, limits: XmlLimits = XML_LIMITS): AsyncGenerator<void> {
  const parser = new SaxesParser<{ xmlns: false; position: false }>({ xmlns: false, position: false });
  parser.on('error', () => {
    throw new SpreadsheetError('spreadsheetUnreadable');
  });
  const { open, text, close } = handler;
  let depth = 0;
  parser.on('opentag', (node) => {
    if (++depth > limits.maxDepth) throw new SpreadsheetError('spreadsheetTooDeep', { limit: limits.maxDepth });
    open?.(localName(node.name), node.attributes);
  });
  if (text) {
    parser.on('text', text);
    parser.on('cdata', text);
  }
  parser.on('closetag', (node) => {
    depth--;
    close?.(localName(node.name));
  });
  const feed = (part: string) => {
    for (let at = 0; at < part.length; at += SLICE_CHARS) {
      parser.write(part.length <= SLICE_CHARS ? part : part.slice(at, at + SLICE_CHARS));
      checkBuffers(parser, limits);
    }
  };
  const decoder = new StringDecoder('utf8');
  let first = true;
  for await (const chunk of chunks) {
    let part = decoder.write(chunk);
    // A byte-order mark is not XML.
    if (first && part.charCodeAt(0) === 0xfeff) part = part.slice(1);
    first = false;
    feed(part);
    yield;
  }
  feed(decoder.end());
  parser.close();
}

/** An attribute by local name (`r:id` is found as `id`). */
export function attribute(attributes: Readonly<Record<string, string>>, name: string): string | undefined {
  if (name in attributes) return attributes[name];
  const suffix = `:${name}`;
  for (const key in attributes) if (key.endsWith(suffix)) return attributes[key];
  return undefined;
}

/** Runs {@link parseXmlChunks} to the end, for parts read whole (relationships, styles). */
export async function parseXml(chunks: AsyncIterable<Buffer>, handler: XmlHandler, limits: XmlLimits = XML_LIMITS): Promise<void> {
  for await (const _ of parseXmlChunks(chunks, handler, limits)) { /* the handler keeps what it needs */ }
}
