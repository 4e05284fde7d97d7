/** The small filled caret after a text link that opens or unfolds something (更多, 展开); `up` turns it (收起). */
export function DownCaret({ up = false }: { up?: boolean }) {
  return (
    <svg className={up ? 'kit-link-caret up' : 'kit-link-caret'} width="10" height="10" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
      <path d="M7.247 11.14 2.451 5.658C1.885 5.013 2.345 4 3.204 4h9.592a1 1 0 0 1 .753 1.659l-4.796 5.48a1 1 0 0 1-1.506 0z" />
    </svg>
  );
}
