import { expect } from 'chai';
import { useState } from 'react';
import { startLocalization } from '../../shared/i18n/index.ts';
import { $locale } from '../../shared/stores/index.ts';
import { byTestId, render, settle, until, type Rendered } from '../../tests/browser/render.tsx';
import { runnerCommand } from '../../tests/browser/runner-command.ts';
import '../../elements/cron/index.ts';
import type { FormFieldConfig, FormValue } from './form-config.ts';
import { FormField } from './FormField.tsx';

const CRON: FormFieldConfig = { key: 'cronExpression', label: () => 'Cron表达式', widget: 'cron', required: true };

describe("FormField widget 'cron'", () => {
  let view: Rendered | undefined;
  let changes: FormValue[];
  let left: number;
  before(() => startLocalization());
  afterEach(async () => {
    view?.unmount();
    view = undefined;
    await settle(() => $locale.set('cn'));
  });

  let submits = 0;
  function Form({ initial }: { initial: string }) {
    const [value, setValue] = useState<FormValue>(initial);
    return <form onSubmit={(event) => { event.preventDefault(); submits += 1; }}><FormField field={CRON} value={value} error={undefined} id="plan-cron" onLeave={() => { left += 1; }}
      onChange={(v) => { changes.push(v); setValue(v); }} /></form>;
  }

  it('shows the expression with its label; the editor opened by the button sets the value, and typing counts when left', async () => {
    changes = [];
    left = 0;
    view = await render(<Form initial="0 0/5 * * * ?" />);
    const input = byTestId(view, 'plan-cron-input') as unknown as HTMLInputElement;
    expect(input.value).to.equal('0 0/5 * * * ?');
    expect(view.host.querySelector('.kit-cron-field')!.textContent).to.contain('Cron表达式');
    await settle(() => byTestId(view!, 'plan-cron-open').click());
    await until(() => (byTestId(view!, 'cron-editor') as unknown as { open: boolean } | null)?.open === true);
    await settle(() => byTestId(view!, 'cron-hour-specify-8').click());
    expect((byTestId(view, 'cron-expression') as unknown as HTMLInputElement).value).to.equal('0 0/5 8 * * ?');
    await settle(() => byTestId(view!, 'cron-ok').click());
    expect(changes).to.deep.equal(['0 0/5 8 * * ?']);
    expect(input.value).to.equal('0 0/5 8 * * ?');
    expect(left, 'the form checks the field as when it is left').to.equal(1);
    await settle(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '0 0 12  * * ?');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(changes, 'nothing while typing').to.have.length(1);
    await settle(() => input.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    expect(changes.at(-1), 'spaces tidied').to.equal('0 0 12 * * ?');
  });

  it('Enter takes a typed expression and does not submit the form (the form saves by its button)', async () => {
    changes = [];
    submits = 0;
    view = await render(<Form initial="" />);
    const input = byTestId(view, 'plan-cron-input') as unknown as HTMLInputElement;
    expect(input.placeholder).to.equal('请输入cron表达式');
    await settle(() => input.focus());
    await runnerCommand('send-keys', { type: '0 0 6 * * ?' });
    await runnerCommand('send-keys', { press: 'Enter' });
    await settle();
    expect(changes).to.deep.equal(['0 0 6 * * ?']);
    expect(submits).to.equal(0);
  });
});
