import { BarChart, LineChart, PieChart, ScatterChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TitleComponent, TooltipComponent, GraphicComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import type { EChartsOption } from 'echarts';
import { SVGRenderer } from 'echarts/renderers';

// Only what the report kinds draw: a fraction of the full ECharts bundle.
echarts.use([BarChart, LineChart, PieChart, ScatterChart, GridComponent, LegendComponent, TitleComponent, TooltipComponent, GraphicComponent, SVGRenderer]);

/** Draws `option` into `element` and keeps it fitted to the element's size; answers the disposal. */
export function drawChart(element: HTMLElement, option: EChartsOption): () => void {
  const chart = echarts.init(element, null, { renderer: 'svg' });
  chart.setOption(option);
  const resize = new ResizeObserver(() => chart.resize());
  resize.observe(element);
  return () => {
    resize.disconnect();
    chart.dispose();
  };
}
