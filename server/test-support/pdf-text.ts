import zlib from 'node:zlib';

/**
 * The text of a PDF as a reader extracts it, for the tests: every content stream's text
 * operators (`Tj`, `TJ`) decoded through the fonts' ToUnicode maps, one line per text object
 * (`BT … ET`). Enough for what pdfkit writes (hex strings of two-byte glyph ids, deflated
 * streams with a direct /Length); not a general PDF parser.
 */
export function pdfText(pdf: Buffer): string[] {
  const streams = pdfStreams(pdf);
  const unicode = new Map<number, string>();
  for (const s of streams) if (s.includes('begincmap')) readCmap(s, unicode);
  const lines: string[] = [];
  for (const s of streams) {
    if (!s.includes('BT')) continue;
    for (const block of s.match(/\bBT\b[\s\S]*?\bET\b/g) ?? []) {
      let line = '';
      for (const m of block.matchAll(/(\[(?:[^\]]*)\]\s*TJ|<[0-9a-fA-F]*>\s*Tj)/g)) {
        for (const hex of m[1]!.match(/<([0-9a-fA-F]*)>/g) ?? []) line += decodeHex(hex.slice(1, -1), unicode);
      }
      if (line) lines.push(line);
    }
  }
  return lines;
}

/** Every stream's bytes (inflated when deflated), as latin1 text. */
function pdfStreams(pdf: Buffer): string[] {
  const out: string[] = [];
  const text = pdf.toString('latin1');
  const pattern = /<<((?:(?!>>\s*stream)[\s\S])*?)>>\s*stream\r?\n/g;
  for (const m of text.matchAll(pattern)) {
    const dict = m[1]!;
    const length = Number(/\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict)?.[1] ?? NaN);
    if (!Number.isFinite(length)) continue;
    const start = m.index! + m[0].length;
    const data = pdf.subarray(start, start + length);
    try {
      out.push((/\/FlateDecode/.test(dict) ? zlib.inflateSync(data) : data).toString('latin1'));
    } catch {
      // An image or a font program that is not deflate: no text in it.
    }
  }
  return out;
}

function readCmap(cmap: string, into: Map<number, string>): void {
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const block of cmap.match(/beginbfchar[\s\S]*?endbfchar/g) ?? []) {
    for (const m of block.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) into.set(parseInt(m[1]!, 16), utf16(m[2]!));
  }
  for (const block of cmap.match(/beginbfrange[\s\S]*?endbfrange/g) ?? []) {
    for (const m of block.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(<[0-9a-fA-F]+>|\[[^\]]*\])/g)) {
      const lo = parseInt(m[1]!, 16);
      const hi = parseInt(m[2]!, 16);
      const target = m[3]!;
      if (target.startsWith('[')) {
        const list = target.match(/<([0-9a-fA-F]+)>/g) ?? [];
        list.forEach((hex, i) => into.set(lo + i, utf16(hex.slice(1, -1))));
      } else {
        const first = Buffer.from(target.slice(1, -1), 'hex');
        for (let code = lo; code <= hi; code++) {
          const b = Buffer.from(first);
          b.writeUInt16BE(b.readUInt16BE(b.length - 2) + (code - lo), b.length - 2);
          into.set(code, b.swap16().toString('utf16le'));
        }
      }
    }
  }
}

const decodeHex = (hex: string, unicode: Map<number, string>) => {
  let text = '';
  for (let i = 0; i + 4 <= hex.length; i += 4) text += unicode.get(parseInt(hex.slice(i, i + 4), 16)) ?? '\uFFFD';
  return text;
};
