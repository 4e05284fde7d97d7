import type { ElementDefinition } from '../define/element-definition.ts';
import type { ReportProps } from './Report.tsx';

/** `<dkp-report>`: one report page of the portal, with its filters, the star and the downloads. */
export const reportElement = {
  tag: 'dkp-report',
  className: 'DkpReport',
  summary: 'One report page of the portal, embedded by its menu path: the viewer with its filters, the favourite star and the download modal.',
  description:
    'The viewer opens in a frame through a single-use trusted ticket (as Tableau\'s trusted authentication), so the page embedding it ' +
    'must be on `DKP_ALLOWED_ORIGINS`. The download modal offers the formats the user holds (course:img, course:pdf, course:powerpoint, ' +
    'course:data, course:exportcross, course:workbook) and downloads with the filters in force. A report the user may not open shows ' +
    '\'您暂无权限查看该报表或报表已删除，请联系管理员！\' in the current language. Signed out, it offers sign-in.',
  attributes: [
    { name: 'path', property: 'path', type: 'string', description: 'The report page\'s menu path in the portal, e.g. `/report/history`.' },
  ],
  cssParts: [
    { name: 'report', description: 'The whole: toolbar and frame.' },
    { name: 'toolbar', description: 'The star and the download button.' },
    { name: 'frame', description: 'The viewer\'s frame.' },
    { name: 'error', description: 'The refusal or failure shown instead of the report.' },
  ],
  cssProperties: [
    { name: '--dkp-report-height', description: 'Height of the viewer\'s frame.', default: '560px' },
  ],
} as const satisfies ElementDefinition<ReportProps>;
