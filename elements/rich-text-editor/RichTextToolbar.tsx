import { msg } from '@lit/localize';
import { useEditorState, type Editor } from '@tiptap/react';
import { useRef } from 'react';
import { IMAGE_UPLOAD_ACCEPT } from '../../shared/kit/file-upload.ts';
import { FONT_SIZES_PT } from './rich-text-extensions.ts';

/** Props of {@link RichTextToolbar}. */
export interface RichTextToolbarProps {
  editor: Editor;
  testId: string;
  /** Uploads a chosen image and inserts it. */
  onImage: (file: File) => void;
  uploading: boolean;
}

type Mark = 'bold' | 'italic' | 'underline' | 'strike';

/**
 * The rich-text editor's toolbar: marks, block kind, font size (8–36 pt), colour, lists,
 * quote, code block, link, image upload, undo and redo. Each button says whether it is on.
 */
export function RichTextToolbar({ editor, testId, onImage, uploading }: RichTextToolbarProps) {
  const file = useRef<HTMLInputElement>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'), italic: e.isActive('italic'), underline: e.isActive('underline'), strike: e.isActive('strike'),
      bulletList: e.isActive('bulletList'), orderedList: e.isActive('orderedList'), blockquote: e.isActive('blockquote'), codeBlock: e.isActive('codeBlock'),
      link: e.isActive('link'),
      block: ([1, 2, 3, 4] as const).find((level) => e.isActive('heading', { level })) ?? 0,
      fontSize: String(e.getAttributes('textStyle').fontSize ?? ''),
      color: String(e.getAttributes('textStyle').color ?? ''),
      canUndo: e.can().undo(), canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const marks: readonly (readonly [Mark, string, string])[] = [
    ['bold', 'B', msg('加粗')], ['italic', 'I', msg('斜体')], ['underline', 'U', msg('下划线')], ['strike', 'S', msg('删除线')],
  ];
  const toggles = {
    bold: () => chain().toggleBold().run(), italic: () => chain().toggleItalic().run(),
    underline: () => chain().toggleUnderline().run(), strike: () => chain().toggleStrike().run(),
  };
  const button = (id: string, face: string, title: string, run: () => void, pressed?: boolean, disabled?: boolean) => (
    <button key={id} type="button" className="dkp-rte-button" title={title} aria-label={title} data-testid={`${testId}-${id}`}
      aria-pressed={pressed === undefined ? undefined : pressed} disabled={disabled} onMouseDown={(event) => event.preventDefault()} onClick={run}>{face}</button>
  );
  const link = () => {
    const href = window.prompt(msg('链接地址'), editor.getAttributes('link').href ?? 'https://');
    if (href === null) return;
    if (!href.trim()) chain().unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  return (
    <div className="dkp-rte-toolbar" role="toolbar" aria-label={msg('富文本工具栏')} part="toolbar">
      <select className="dkp-rte-select" aria-label={msg('段落格式')} data-testid={`${testId}-block`} value={state.block}
        onChange={(event) => {
          const level = Number(event.target.value) as 0 | 1 | 2 | 3 | 4;
          if (level === 0) chain().setParagraph().run();
          else chain().setHeading({ level }).run();
        }}>
        <option value={0}>{msg('正文')}</option>
        {([1, 2, 3, 4] as const).map((level) => <option key={level} value={level}>{`H${level}`}</option>)}
      </select>
      <select className="dkp-rte-select" aria-label={msg('字号')} data-testid={`${testId}-font-size`} value={state.fontSize}
        onChange={(event) => (event.target.value ? chain().setFontSize(event.target.value).run() : chain().unsetFontSize().run())}>
        <option value="">{msg('字号')}</option>
        {FONT_SIZES_PT.map((pt) => <option key={pt} value={`${pt}pt`}>{`${pt}pt`}</option>)}
      </select>
      {marks.map(([mark, face, title]) => button(mark, face, title, toggles[mark], state[mark]))}
      <input type="color" className="dkp-rte-color" aria-label={msg('文字颜色')} title={msg('文字颜色')} data-testid={`${testId}-color`}
        value={/^#[0-9a-f]{6}$/i.test(state.color) ? state.color : '#000000'} onChange={(event) => chain().setColor(event.target.value).run()} />
      {button('bullet-list', '•', msg('无序列表'), () => chain().toggleBulletList().run(), state.bulletList)}
      {button('ordered-list', '1.', msg('有序列表'), () => chain().toggleOrderedList().run(), state.orderedList)}
      {button('blockquote', '❝', msg('引用'), () => chain().toggleBlockquote().run(), state.blockquote)}
      {button('code-block', '</>', msg('代码块'), () => chain().toggleCodeBlock().run(), state.codeBlock)}
      {button('link', '🔗', msg('链接'), link, state.link)}
      {button('image', '🖼', msg('插入图片'), () => file.current?.click(), undefined, uploading)}
      <input ref={file} type="file" accept={IMAGE_UPLOAD_ACCEPT} hidden data-testid={`${testId}-image-file`}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen) onImage(chosen);
        }} />
      {button('undo', '↶', msg('撤销', { id: 'editor-undo' }), () => chain().undo().run(), undefined, !state.canUndo)}
      {button('redo', '↷', msg('重做'), () => chain().redo().run(), undefined, !state.canRedo)}
      {button('clear', '⌫', msg('清除格式'), () => chain().unsetAllMarks().clearNodes().run())}
    </div>
  );
}
