// The kit's form widget 'richText': chosen by the article definition's `format: 'richText'` (one source), the editor edits the body's HTML.
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { useState } from 'react';
import { startLocalization } from '../../shared/i18n/index.ts';
import { articleResource } from '../../shared/resources/article.ts';
import { $locale } from '../../shared/stores/index.ts';
import { byTestId, render, settle, until, type Rendered } from '../../tests/browser/render.tsx';
import type { FormValue } from './form-config.ts';
import { FormField } from './FormField.tsx';
import { resolveField } from './resolve-form.ts';

describe("FormField widget 'richText'", () => {
  let view: Rendered | undefined;
  let changes: FormValue[];
  before(() => startLocalization());
  afterEach(async () => {
    view?.unmount();
    view = undefined;
    await settle(() => $locale.set('cn'));
  });

  function Form({ initial }: { initial: string }) {
    const [value, setValue] = useState<FormValue>(initial);
    return <FormField field={resolveField(articleResource, 'body')} value={value} error={undefined} id="article-body" onLeave={() => undefined}
      onChange={(v) => { changes.push(v); setValue(v); }} />;
  }
  const surface = () => byTestId(view!, 'article-body-input');

  it('the article definition chooses it for the body: its label, the value shown as rich text, typing and bold sent as HTML', async () => {
    expect(resolveField(articleResource, 'body').widget).to.equal('richText');
    changes = [];
    view = await render(<Form initial="<p>第一段</p>" />);
    await until(() => surface() !== null);
    expect(view.host.querySelector('.kit-code-field')!.getAttribute('aria-label')).to.equal('正文');
    expect(surface().innerHTML).to.contain('<p>第一段</p>');
    surface().focus();
    await settle(() => sendKeys({ press: 'End' }));
    await settle(() => sendKeys({ type: '，续' }));
    await until(() => changes.at(-1) === '<p>第一段，续</p>');
    await settle(() => sendKeys({ press: 'Shift+Home' }));
    await settle(() => byTestId(view!, 'article-body-bold').click());
    await until(() => changes.at(-1) === '<p><strong>第一段，续</strong></p>');
  });

  it('speaks the language of the page: its label in en and tc', async () => {
    changes = [];
    await settle(() => $locale.set('en'));
    view = await render(<Form initial="" />);
    await until(() => surface() !== null);
    expect(view.host.querySelector('.kit-code-field')!.getAttribute('aria-label')).to.equal('Body');
    view.unmount();
    await settle(() => $locale.set('tc'));
    view = await render(<Form initial="" />);
    await until(() => surface() !== null);
    expect(view.host.querySelector('.kit-code-field')!.getAttribute('aria-label')).to.equal('正文');
  });
});
