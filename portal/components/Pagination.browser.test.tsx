import { expect } from 'chai';
import { render, settle, type Rendered } from '../../tests/browser/render.tsx';
import { Pagination } from './Pagination.tsx';

const byTestId = <T extends HTMLElement = HTMLElement>(view: Rendered, id: string) => view.host.querySelector<T>(`[data-testid="${id}"]`)!;

describe('Pagination', () => {
  let view: Rendered;
  let changes: [number, number][];
  beforeEach(async () => {
    changes = [];
    view = await render(<Pagination pageNo={1} pageSize={10} total={25} onChange={(pageNo, pageSize) => changes.push([pageNo, pageSize])} />);
  });
  afterEach(() => view.unmount());

  it('shows the range and the total, and cannot go before the first page', () => {
    expect(byTestId(view, 'pagination-total').textContent).to.equal('1-10 共 25 条');
    expect(byTestId<HTMLButtonElement>(view, 'pagination-prev').disabled).to.equal(true);
    expect([...view.host.querySelectorAll('[data-testid="pagination-page"]')].map((b) => b.textContent)).to.deep.equal(['1', '2', '3']);
  });

  it('turns to a page, the next page, and a size', async () => {
    await settle(() => (view.host.querySelectorAll('[data-testid="pagination-page"]')[2] as HTMLButtonElement).click());
    await settle(() => byTestId(view, 'pagination-next').click());
    const size = byTestId<HTMLElement & { value: string }>(view, 'pagination-size');
    await settle(() => {
      size.value = '20';
      size.dispatchEvent(new CustomEvent('sl-change', { bubbles: true, composed: true }));
    });
    expect(changes).to.deep.equal([[3, 10], [2, 10], [1, 20]]);
  });

  it('jumps on Enter to a page held within the list, and ignores what is not a page', async () => {
    const jump = byTestId<HTMLInputElement>(view, 'pagination-jump');
    const typeAndEnter = async (text: string) => {
      await settle(() => {
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        setter.call(jump, text);
        jump.dispatchEvent(new Event('input', { bubbles: true }));
      });
      await settle(() => jump.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    };
    await typeAndEnter('9');
    await typeAndEnter('x');
    expect(changes).to.deep.equal([[3, 10]]);
    expect(jump.value).to.equal('');
  });
});
