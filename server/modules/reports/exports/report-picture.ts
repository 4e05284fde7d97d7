import type { Locale } from '../../../../shared/schemas/locale.ts';
import { chartOption } from '../../../../shared/reports/chart-option.ts';
import { figuresTable, kpiModel } from '../../../../shared/reports/figures.ts';
import type { FoldedReport } from '../../../../shared/reports/report-fold.ts';
import type { ReportView } from '../../../../shared/reports/report-view.ts';
import { cjkFont, cjkFontFace } from './cjk-font.ts';
import { kpiSvg, tableSvg, type Frame } from './drawn-svg.ts';
import { SvgTextPaths } from './svg-text-paths.ts';

/** The size of a report's picture in CSS pixels (the PNG's pixels at scale 1). */
export const PICTURE_SIZE = { width: 1200, height: 675 } as const;

/** What a picture shows besides its figures. */
export interface PictureContext {
  view: Pick<ReportView, 'labels'>;
  locale: Locale;
  title?: string;
  subtitle?: string;
  width?: number;
  height?: number;
}

type Echarts = typeof import('echarts');
let echartsModule: Promise<Echarts> | undefined;
/**
 * ECharts, loaded on the first picture (or a sign-in's warm-up: ../warm-up.ts) rather than at
 * the server's start (it is a megabyte of code). A failed load is tried again next time.
 */
export const loadEcharts = () => (echartsModule ??= import('echarts').catch((error: unknown) => {
  echartsModule = undefined;
  throw error;
}));

/**
 * The picture of a folded report as SVG, in the process's CJK font: ECharts' server-side SVG
 * rendering for bar, line, pie and scatter (no DOM, no animation), and a drawn figure for a
 * KPI, a table's first rows or a crosstab, so that every view has a picture.
 */
export async function reportSvg(folded: FoldedReport, context: PictureContext): Promise<string> {
  const font = cjkFont();
  const width = context.width ?? PICTURE_SIZE.width;
  const height = context.height ?? PICTURE_SIZE.height;
  const option = chartOption({ folded, view: context.view, locale: context.locale, title: context.title, subtitle: context.subtitle });
  if (option) {
    const echarts = await loadEcharts();
    const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
    try {
      chart.setOption({ ...option, animation: false, backgroundColor: '#ffffff', textStyle: { fontFamily: font.family } });
      return chart.renderToSVGString();
    } finally {
      chart.dispose();
    }
  }
  const frame: Frame = { width, height, title: context.title, subtitle: context.subtitle, fontFamily: font.family };
  if (folded.chart === 'kpi') return kpiSvg(kpiModel(folded.crosstab, context.view, context.locale), frame);
  return tableSvg(figuresTable(folded, context.view, context.locale), frame, context.locale);
}

let textPaths: Promise<SvgTextPaths> | undefined;

/**
 * An SVG as PNG bytes: its text turned into outlines of the process's CJK font (parsed once,
 * glyphs cached: svg-text-paths.ts), then drawn by resvg on libuv's thread pool (the event
 * loop keeps serving). resvg still gets the font's file for any text left (a `<tspan>`): handed
 * the 5 MB as a buffer instead, it would copy them through N-API for ~300 ms every render
 * (docs/decisions.md "Report exports").
 */
export async function svgToPng(svg: string, scale = 1): Promise<Buffer> {
  const font = cjkFont();
  textPaths ??= cjkFontFace().then((face) => new SvgTextPaths(face));
  const outlined = (await textPaths).convert(svg);
  const { renderAsync } = await import('@resvg/resvg-js');
  const image = await renderAsync(outlined, {
    font: { fontFiles: [font.file], loadSystemFonts: false, defaultFontFamily: font.family, sansSerifFamily: font.family },
    fitTo: { mode: 'zoom', value: scale },
    background: '#ffffff',
  });
  return image.asPng();
}
