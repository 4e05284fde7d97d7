import { msg, str } from '@lit/localize';
import type { CronMode, CronPartName } from './cron-parts.ts';
import type { CronPreview } from './cron-preview.ts';

/** The tab label of a part, in the current language. */
export function partLabel(name: CronPartName): string {
  switch (name) {
    case 'second': return msg('秒');
    case 'minute': return msg('分');
    case 'hour': return msg('时');
    case 'day': return msg('日');
    case 'month': return msg('月');
    case 'week': return msg('周');
    case 'year': return msg('年');
  }
}

/** 'Every second' … 'every year' of a part (the week's every is every day). */
function everyLabel(name: CronPartName): string {
  switch (name) {
    case 'second': return msg('每秒');
    case 'minute': return msg('每分钟');
    case 'hour': return msg('每小时');
    case 'day': return msg('每日');
    case 'month': return msg('每月');
    case 'week': return msg('每天');
    case 'year': return msg('每年');
  }
}

/** The label of a mode of a part (the numbers it takes follow it in the editor). */
export function modeLabel(name: CronPartName, mode: CronMode): string {
  switch (mode) {
    case 'unset': return msg('不指定');
    case 'every': return everyLabel(name);
    case 'range': return msg('周期');
    case 'loop': return msg('循环');
    case 'specify': return msg('指定');
    case 'workday': return msg('最近的工作日');
    case 'last': return msg('本月最后一天');
    case 'lastWorkday': return msg('本月最后一个工作日');
    case 'beforeEnd': return msg('月末前');
    case 'nth': return msg('本月第几个星期几');
    case 'lastOfMonth': return msg('本月最后一个星期几');
    case 'custom': return msg('其他');
  }
}

/** Weekday d of Quartz (Sunday 1 … Saturday 7). */
export function weekdayLabel(d: number): string {
  return [msg('周日'), msg('周一'), msg('周二'), msg('周三'), msg('周四'), msg('周五'), msg('周六')][d - 1] ?? String(d);
}

/** Why the preview has no times: the expression's problem, or that it never fires again. */
export function previewProblem(preview: CronPreview, badPart: { name: CronPartName; text: string } | null): string {
  if (preview.ok) return msg('没有执行时间');
  if (preview.problem === 'parts') return msg('表达式应有 6 或 7 个部分：秒 分 时 日 月 周 [年]');
  if (preview.problem === 'dayAndWeek') return msg('“日”和“周”必须有且只有一个为“?”');
  if (badPart) {
    const label = partLabel(badPart.name);
    const text = badPart.text;
    return msg(str`“${label}”的值无效：${text}`);
  }
  return msg('表达式无效');
}
