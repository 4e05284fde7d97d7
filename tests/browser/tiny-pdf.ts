/**
 * A real PDF made in the test (no file from elsewhere): pages of the given size, each filled
 * with one colour, so a test can tell by a canvas pixel which page pdf.js drew. `padding`
 * bytes in an unreferenced stream make it longer than one range, so a reader must ask for
 * more than the first (the xref is at the end). Offsets are exact: pdf.js reads it without repair.
 */
export function tinyPdf({ colours = [[1, 0, 0], [0, 0, 1]] as [number, number, number][], width = 200, height = 100, padding = 0 } = {}): Uint8Array {
  const objects: string[] = [];
  const pageIds = colours.map((_, i) => 3 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${colours.length} >>`;
  colours.forEach(([r, g, b], i) => {
    const content = `${r} ${g} ${b} rg 0 0 ${width} ${height} re f`;
    objects[3 + i * 2] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Contents ${4 + i * 2} 0 R >>`;
    objects[4 + i * 2] = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
  });
  if (padding > 0) objects.push(`<< /Length ${padding} >>\nstream\n${' '.repeat(padding)}\nendstream`);
  return pdfOf(objects);
}

/** The bytes of a PDF whose objects are `objects[1…]` (1 the catalog), with exact offsets. */
function pdfOf(objects: string[]): Uint8Array {
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = text.length;
    text += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = text.length;
  text += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) text += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(text);
}

/**
 * A one-page PDF with text, as Chinese office PDFs are often made: `latin` in Helvetica (one of
 * the standard fonts, not embedded) and `chinese` in STSong-Light, a CID font that is not
 * embedded either and names the predefined CMap UniGB-UCS2-H instead of carrying one. pdf.js
 * reads the Chinese only with the Adobe CMaps (`cMapUrl`): without them it has no text.
 */
export function textPdf({ latin = 'Hello PDF', chinese = '中文文本' } = {}): Uint8Array {
  const ucs2 = [...chinese].map((c) => c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')).join('');
  const content = `BT /F1 20 Tf 20 70 Td (${latin}) Tj ET\nBT /F2 20 Tf 20 30 Td <${ucs2}> Tj ET`;
  return pdfOf([
    '',
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    `<< /Length ${new TextEncoder().encode(content).length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [7 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 8 0 R /DW 1000 >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [0 -200 1000 900] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ]);
}
