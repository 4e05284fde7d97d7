import type { Font, PathCommand } from 'fontkit';

/**
 * SVG `<text>` elements turned into `<path>` outlines drawn from one font, parsed once per
 * process: resvg 2.6 then rasterises shapes only. It would lay each text out itself, but costs
 * about 2 ms per text element with a 5 MB CJK font (a chart's 30 labels: 60 ms; a table's 150
 * cells: 300 ms), where this costs a few hundredths of a millisecond once the glyphs are cached.
 *
 * Understood: `x`, `y`, `transform`, `text-anchor`, `dominant-baseline`, font size and weight
 * (from attributes or `style`), and every paint attribute (kept on the path). A text holding
 * child elements (`<tspan>`) is left as it is, for resvg to draw.
 */
export class SvgTextPaths {
  private readonly glyphs = new Map<number, PathCommand[]>();

  constructor(private readonly font: Font) {}

  /** `svg` with its plain `<text>` elements replaced by their outlines. */
  convert(svg: string): string {
    return svg.replace(/<text\b([^>]*)>([^<]*)<\/text>/g, (_, attrs: string, content: string) => this.textPath(attrs, content));
  }

  private outline(id: number, commands: () => PathCommand[]): PathCommand[] {
    let cached = this.glyphs.get(id);
    if (!cached) {
      cached = commands();
      // A CJK chart uses a few hundred glyphs; the bound keeps a long-running server's cache small.
      if (this.glyphs.size > 20_000) this.glyphs.clear();
      this.glyphs.set(id, cached);
    }
    return cached;
  }

  private textPath(attrText: string, rawContent: string): string {
    const attrs = new Map<string, string>();
    for (const m of attrText.matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g)) attrs.set(m[1]!, m[2]!);
    const style = new Map<string, string>();
    for (const part of (attrs.get('style') ?? '').split(';')) {
      const at = part.indexOf(':');
      if (at > 0) style.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
    }
    const prop = (name: string) => style.get(name) ?? attrs.get(name);
    const content = unescapeXml(rawContent).replace(/[\t\r\n]/g, ' ').replace(/ {2,}/g, ' ').trim();
    if (!content) return '';
    const size = parseFloat(prop('font-size') ?? '') || 12;
    const weight = prop('font-weight') ?? 'normal';
    const bold = weight === 'bold' || weight === 'bolder' || Number(weight) >= 600;
    const scale = size / this.font.unitsPerEm;

    const run = this.font.layout(content);
    const width = run.positions.reduce((sum, p) => sum + p.xAdvance, 0) * scale;
    const anchor = prop('text-anchor') ?? 'start';
    const x0 = firstNumber(attrs.get('x')) - (anchor === 'middle' ? width / 2 : anchor === 'end' ? width : 0);
    const y0 = firstNumber(attrs.get('y')) + this.baselineShift(prop('dominant-baseline') ?? prop('alignment-baseline'), scale);

    let d = '';
    let pen = 0;
    run.glyphs.forEach((glyph, i) => {
      const position = run.positions[i]!;
      const gx = x0 + (pen + position.xOffset) * scale;
      const gy = y0 - position.yOffset * scale;
      for (const { command, args } of this.outline(glyph.id, () => glyph.path.commands.map((c) => ({ command: c.command, args: [...c.args] })))) {
        const p = (k: number) => `${num(gx + args[k]! * scale)} ${num(gy - args[k + 1]! * scale)}`;
        switch (command) {
          case 'moveTo': d += `M${p(0)}`; break;
          case 'lineTo': d += `L${p(0)}`; break;
          case 'quadraticCurveTo': d += `Q${p(0)} ${p(2)}`; break;
          case 'bezierCurveTo': d += `C${p(0)} ${p(2)} ${p(4)}`; break;
          case 'closePath': d += 'Z'; break;
        }
      }
      pen += position.xAdvance;
    });
    if (!d) return '';

    const kept = [...attrs].filter(([name]) => !TEXT_ONLY.has(name)).map(([name, value]) => ` ${name}="${value}"`).join('');
    // The font has no bold face: a stroke of its own colour thickens the outline, as browsers' synthetic bold does.
    const fill = prop('fill') ?? '#000';
    const fauxBold = bold && !attrs.has('stroke') && !style.has('stroke') && fill !== 'none'
      ? ` stroke="${fill}" stroke-width="${num(size / 28)}" stroke-linejoin="round"` : '';
    return `<path d="${d}"${kept}${fauxBold}/>`;
  }

  /** Where the glyphs' baseline sits below `y` for a `dominant-baseline` value, in px. */
  private baselineShift(baseline: string | undefined, scale: number): number {
    const { ascent, descent } = this.font;
    switch (baseline) {
      case 'central': case 'middle': return ((ascent + descent) / 2) * scale;
      case 'hanging': case 'text-before-edge': case 'before-edge': case 'top': return ascent * scale;
      case 'ideographic': case 'text-after-edge': case 'after-edge': case 'bottom': return descent * scale;
      default: return 0;
    }
  }
}

// Attributes of the text that the path must not carry (its position and font are in the outline now).
const TEXT_ONLY = new Set(['x', 'y', 'dx', 'dy', 'text-anchor', 'dominant-baseline', 'alignment-baseline', 'font-size', 'font-family', 'font-weight', 'font-style', 'xml:space', 'textLength', 'lengthAdjust']);

const firstNumber = (value: string | undefined) => parseFloat((value ?? '').trim().split(/[\s,]+/)[0] ?? '') || 0;
const num = (n: number) => String(Math.round(n * 100) / 100);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (whole, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name] ?? whole;
  });
}
