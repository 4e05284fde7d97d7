import { msg } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import SlTab from '@shoelace-style/shoelace/dist/react/tab/index.js';
import SlTabGroup from '@shoelace-style/shoelace/dist/react/tab-group/index.js';
import SlTabPanel from '@shoelace-style/shoelace/dist/react/tab-panel/index.js';
import { useEffect, useState } from 'react';
import { useLocale } from '../../shared/i18n/index.ts';
import '../shoelace/icon-base.ts';
import { checkQuartz } from '../../shared/cron/quartz.ts';
import { changePart, CRON_PART_NAMES, DEFAULT_EXPRESSION, defaultParts, parseExpression, serialiseParts, type CronParts } from './cron-parts.ts';
import { CronPartTab } from './CronPartTab.tsx';
import { CronPreviewList } from './CronPreviewList.tsx';
import { partLabel } from './cron-texts.ts';

/** Props of {@link CronEditor}. */
export interface CronEditorProps {
  open: boolean;
  /** The expression to start from; the default (`* * * * * ? *`) when empty. */
  value: string;
  /** No year tab (the dialog is then 608 wide); a year in the value is kept. */
  hideYear?: boolean;
  /** 800 wide even without the year tab. */
  wide?: boolean;
  /** The scheduler's time zone for the preview (an IANA name); the browser's when omitted. */
  timeZone?: string | undefined;
  onOk(expression: string): void;
  onCancel(): void;
}

/** The dialog's width (widgets-admin §2, §9): 800 with the year tab or on request, else 608. */
export const cronEditorWidth = (hideYear: boolean, wide: boolean): 608 | 800 => (!hideYear || wide ? 800 : 608);

/**
 * The full cron editor (widgets-admin §2 "Cron editors"): a dialog with a tab per part (second,
 * minute, hour, day, month, week, year), the whole expression in a text box, and the preview of
 * its next 10 fire times. Both ways: a tab's change rewrites the expression (with the §4
 * interplay and day/week exclusion, cron-parts.ts); an expression typed fills the tabs. OK
 * gives the expression, and is refused while it is not a valid Quartz expression.
 */
export default function CronEditor({ open, value, hideYear = false, wide = false, timeZone, onOk, onCancel }: CronEditorProps) {
  useLocale();
  const start = value.trim() || DEFAULT_EXPRESSION;
  const [text, setText] = useState(start);
  const [parts, setParts] = useState<CronParts>(() => parseExpression(start) ?? defaultParts());
  // Each opening starts from the value given.
  useEffect(() => {
    if (!open) return;
    setText(start);
    setParts(parseExpression(start) ?? defaultParts());
  }, [open, start]);

  const typed = (next: string) => {
    setText(next);
    const read = parseExpression(next, parts);
    if (read) setParts(read);
  };
  const valid = checkQuartz(text).ok;
  const names = CRON_PART_NAMES.filter((name) => name !== 'year' || !hideYear);
  const width = cronEditorWidth(hideYear, wide);
  return (
    <SlDialog label={msg('Cron表达式')} open={open} className={`dkp-cron-dialog dkp-cron-w${width}`} part="dialog" data-testid="cron-editor"
      onSlRequestClose={(event) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onCancel();
      }}>
      <SlTabGroup className="dkp-cron-tabs" data-testid="cron-tabs">
        {names.map((name) => <SlTab slot="nav" panel={name} key={name} data-testid={`cron-tab-${name}`}>{partLabel(name)}</SlTab>)}
        {names.map((name) => (
          <SlTabPanel name={name} key={name}>
            <CronPartTab name={name} part={parts[name]}
              disabled={(name === 'week' && parts.day.mode !== 'unset') || (name === 'day' && parts.week.mode !== 'unset')}
              onChange={(part) => {
                const next = changePart(parts, name, part);
                setParts(next);
                setText(serialiseParts(next));
              }} />
          </SlTabPanel>
        ))}
      </SlTabGroup>
      <div className="dkp-cron-expression">
        <label htmlFor="dkp-cron-expression-input">{msg('表达式')}</label>
        <input id="dkp-cron-expression-input" value={text} spellCheck={false} autoComplete="off" aria-invalid={valid ? undefined : true} data-testid="cron-expression"
          onChange={(event) => typed(event.currentTarget.value)}
          // The editor may sit in a form (the kit's): Enter must not submit it.
          onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()} />
      </div>
      {open ? <CronPreviewList expression={text} timeZone={timeZone} /> : null}
      <SlButton slot="footer" data-testid="cron-cancel" onClick={onCancel}>{msg('取消')}</SlButton>
      <SlButton slot="footer" variant="primary" disabled={!valid} data-testid="cron-ok" onClick={() => onOk(text.trim().split(/\s+/).join(' '))}>{msg('确定')}</SlButton>
    </SlDialog>
  );
}
