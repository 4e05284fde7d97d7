/**
 * The test ids of a table row's actions in their order (kit RowLinks): the links, then the
 * entries under 更多, leaving out the 更多 trigger itself.
 */
export function rowActionIds(row: Element): string[] {
  return [...row.querySelectorAll('.kit-row-actions .kit-link[data-testid], .kit-row-actions sl-menu-item[data-testid]')]
    .map((action) => action.getAttribute('data-testid')!)
    .filter((id) => !id.endsWith('-more'));
}
