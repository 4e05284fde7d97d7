import type { LocalizedText } from '../schemas/localized-text.ts';

/**
 * The six download formats of portal-shell §2.5, in the order of the download modal, each
 * with the button permission a user needs for it (checked by the modal and again by the server).
 */
export const REPORT_DOWNLOADS = [
  { format: 'png', permission: 'course:img', title: { cn: '图片', en: 'Image', tc: '圖片' }, extension: 'png', contentType: 'image/png' },
  { format: 'pdf', permission: 'course:pdf', title: { cn: 'PDF', en: 'PDF', tc: 'PDF' }, extension: 'pdf', contentType: 'application/pdf' },
  {
    format: 'pptx', permission: 'course:powerpoint', title: { cn: 'PowerPoint', en: 'PowerPoint', tc: 'PowerPoint' }, extension: 'pptx',
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
  { format: 'csv', permission: 'course:data', title: { cn: '数据', en: 'Data', tc: '數據' }, extension: 'csv', contentType: 'text/csv; charset=utf-8' },
  {
    format: 'crosstab', permission: 'course:exportcross', title: { cn: '交叉表', en: 'Crosstab', tc: '交叉表' }, extension: 'xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  {
    format: 'workbook', permission: 'course:workbook', title: { cn: '工作簿', en: 'Workbook', tc: '工作簿' }, extension: 'xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
] as const satisfies readonly { format: string; permission: string; title: LocalizedText; extension: string; contentType: string }[];

/** A download format's name, as the download route takes it. */
export type ReportFormat = (typeof REPORT_DOWNLOADS)[number]['format'];
export const REPORT_FORMATS = REPORT_DOWNLOADS.map((d) => d.format) as ReportFormat[];
