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
