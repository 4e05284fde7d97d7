import type { ElementDefinition } from '../define/element-definition.ts';
import type { CronProps } from './Cron.tsx';

/** `<dkp-cron>`: the cron editors of widgets-admin §2. */
export const cronElement = {
  tag: 'dkp-cron',
  className: 'DkpCron',
  summary: 'Edits a Quartz cron expression: a field opening the full editor, or the compact editor.',
  description:
    'The full editor (a dialog 800 px wide, 608 without the year tab, the whole screen on a phone) has a tab per part — second, minute, ' +
    'hour, day, month, week, year — with every mode of the part (every, range, loop, list; for the day also not set, nearest workday `nW`, ' +
    'last day `L`, last workday `LW`, days before month end `L-n`; for the week not set `?`, nth weekday `d#n`, last weekday `dL`), weekdays ' +
    'Sunday 1 … Saturday 7, day and week excluding each other, and the expression in a text box that fills the tabs when typed. Both editors ' +
    'preview the next 10 fire times (`yyyy-MM-dd HH:mm:ss`, or \'no execution time\'), 500 ms after the last change, computed by the ' +
    'scheduler\'s own function; an invalid expression shows why. The compact editor sets one unit (second, minute or hour) by four tabs: ' +
    'every, range, loop, specify. `dkp-change` gives the expression as `value` (and `text`).',
  attributes: [
    { name: 'value', property: 'value', type: 'string', description: 'The Quartz expression, e.g. `0 0/5 * * * ?`. Written back on every change.' },
    { name: 'mode', property: 'mode', type: 'string', description: '`full` (a field opening the full editor) or `compact` (the compact editor inline).', default: 'full' },
    { name: 'placeholder', property: 'placeholder', type: 'string', description: "The empty field's text (full mode)." },
    { name: 'hide-year', property: 'hideYear', type: 'boolean', description: 'The full editor without its year tab, 608 px wide; a year in the value is kept.' },
    { name: 'wide', property: 'wide', type: 'boolean', description: 'The full editor 800 px wide even without its year tab.' },
    { name: 'time-zone', property: 'timeZone', type: 'string', description: "The scheduler's time zone for the preview, an IANA name (`Asia/Shanghai`); the browser's when absent." },
  ],
  events: [{ name: 'dkp-change', description: 'The user changed the expression: `detail.value` (and `detail.text`) is the new expression.' }],
  cssParts: [
    { name: 'field', description: 'The field (full mode): the expression box and the button.' },
    { name: 'input', description: 'The expression box of the field.' },
    { name: 'button', description: 'The button opening the full editor.' },
    { name: 'dialog', description: 'The full editor\'s dialog.' },
    { name: 'compact', description: 'The compact editor.' },
    { name: 'preview', description: 'The list of the next fire times.' },
  ],
} as const satisfies ElementDefinition<CronProps>;
