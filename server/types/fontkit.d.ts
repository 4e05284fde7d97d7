/** fontkit 2 ships no types: the part the report exports use (a face's metrics, layout and glyph outlines). */
declare module 'fontkit' {
  interface PathCommand {
    command: 'moveTo' | 'lineTo' | 'quadraticCurveTo' | 'bezierCurveTo' | 'closePath';
    /** Points in font units, y up. */
    args: number[];
  }
  interface Glyph {
    id: number;
    advanceWidth: number;
    path: { commands: PathCommand[] };
  }
  interface GlyphPosition {
    xAdvance: number;
    yAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  interface GlyphRun {
    glyphs: Glyph[];
    positions: GlyphPosition[];
  }
  interface Font {
    postscriptName: string;
    familyName: string;
    unitsPerEm: number;
    ascent: number;
    descent: number;
    layout(text: string): GlyphRun;
  }
  interface FontCollection {
    fonts: Font[];
    getFont(postscriptName: string): Font | null;
  }
  /** A font (or, without `postscriptName`, a collection) from a file's bytes. */
  function create(buffer: Buffer, postscriptName?: string): Font | FontCollection;
}
