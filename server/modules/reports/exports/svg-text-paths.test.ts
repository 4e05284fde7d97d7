import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cjkFontFace } from './cjk-font.ts';
import { SvgTextPaths } from './svg-text-paths.ts';

/** The x and y extent of a path's points. */
function extent(path: string) {
  const d = /d="([^"]*)"/.exec(path)![1]!;
  const numbers = d.replace(/[MLQCZ]/g, ' ').trim().split(/\s+/).map(Number);
  const xs = numbers.filter((_, i) => i % 2 === 0);
  const ys = numbers.filter((_, i) => i % 2 === 1);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

describe('SvgTextPaths: text drawn as outlines of the CJK font', () => {
  it('places the outline by anchor and baseline, keeps the paint, and reads entities', async () => {
    const paths = new SvgTextPaths(await cjkFontFace());
    const text = (anchor: string, baseline: string) =>
      paths.convert(`<svg><text x="100" y="50" text-anchor="${anchor}" dominant-baseline="${baseline}" style="font-size:20px;font-family:X;" fill="#f00" transform="translate(1 2)">研发&amp;部</text></svg>`);
    const middle = text('middle', 'central');
    assert.doesNotMatch(middle, /<text/);
    assert.match(middle, /<path d="M[^"]+" style="font-size:20px;font-family:X;" fill="#f00" transform="translate\(1 2\)"\/>/);
    const m = extent(middle);
    assert.ok(Math.abs((m.minX + m.maxX) / 2 - 100) < 3, `centred on x=100: ${m.minX}–${m.maxX}`);
    assert.ok(Math.abs((m.minY + m.maxY) / 2 - 50) < 4, `centred on y=50: ${m.minY}–${m.maxY}`);
    const end = extent(text('end', 'alphabetic'));
    assert.ok(end.maxX <= 100.5 && end.maxX > 97, `ends at x=100: ${end.maxX}`);
    assert.ok(end.maxY <= 52 && end.minY < 40, `sits on y=50: ${end.minY}–${end.maxY}`);
    const start = extent(text('start', 'hanging'));
    assert.ok(start.minX >= 99.5 && start.minX < 103, `starts at x=100: ${start.minX}`);
    assert.ok(start.minY >= 49, `hangs from y=50: ${start.minY}`);
  });

  it('thickens bold text with a stroke of its colour, drops blank text and leaves a tspan to resvg', async () => {
    const paths = new SvgTextPaths(await cjkFontFace());
    assert.match(paths.convert('<text x="0" y="0" font-weight="bold" fill="#333">总计</text>'), /stroke="#333" stroke-width="0\.43"/);
    assert.equal(paths.convert('<svg><text x="0" y="0">  </text></svg>'), '<svg></svg>');
    const tspan = '<text x="0" y="0"><tspan>a</tspan></text>';
    assert.equal(paths.convert(tspan), tspan);
  });
});
