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

/**
 * Feeds `chunks` (UTF-8 bytes of one XML part) to a SAX parser calling `handler`, and pauses
 * (yields) after each chunk so that the caller can hand on what the chunk completed: memory
 * holds one chunk, whatever the size of the part. Malformed XML fails with
 * `spreadsheetUnreadable`; an error thrown by `handler` goes on as it is.
 */
export async function* parseXmlChunks(chunks: AsyncIterable<Buffer>, handler: XmlHandler): AsyncGenerator<void> {
  const parser = new SaxesParser<{ xmlns: false; position: false }>({ xmlns: false, position: false });
  parser.on('error', () => {
    throw new SpreadsheetError('spreadsheetUnreadable');
  });
  const { open, text, close } = handler;
  if (open) parser.on('opentag', (node) => open(localName(node.name), node.attributes));
  if (text) {
    parser.on('text', text);
    parser.on('cdata', text);
  }
  if (close) parser.on('closetag', (node) => close(localName(node.name)));
  const decoder = new StringDecoder('utf8');
  let first = true;
  for await (const chunk of chunks) {
    let part = decoder.write(chunk);
    // A byte-order mark is not XML.
    if (first && part.charCodeAt(0) === 0xfeff) part = part.slice(1);
    first = false;
    parser.write(part);
    yield;
  }
  parser.write(decoder.end());
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
export async function parseXml(chunks: AsyncIterable<Buffer>, handler: XmlHandler): Promise<void> {
  for await (const _ of parseXmlChunks(chunks, handler)) { /* the handler keeps what it needs */ }
}
