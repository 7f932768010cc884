'use client';

import Image from '@tiptap/extension-image';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { deskButton, Input } from '../ui/form';

/**
 * The desk's rich-text editor for articles and content pages (issue 15), on Tiptap: headings, bold and italic, lists,
 * quotes, links and pictures by address — what the store's HTML policy keeps, nothing it would drop. The HTML it
 * writes is cleaned again by the API before it is stored. Desk code only (features/admin): it never reaches a shopper.
 */
export function RichTextEditor({
  id,
  label,
  html,
  onChange,
  invalid = false,
  describedBy,
}: {
  id: string;
  label: string;
  html: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  describedBy?: string | undefined;
}) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        codeBlock: false,
        code: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['http', 'https', 'mailto', 'tel'],
          // The store's own links open in the same tab; the API adds rel="noopener noreferrer" to a new tab's.
          HTMLAttributes: { target: null, rel: null },
        },
      }),
      Image.configure({ allowBase64: false }),
    ],
    content: html,
    // Rendered on the client only: the server has no editor to match.
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        dir: 'rtl',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class:
          'min-h-72 px-4 py-3 text-[15px] leading-8 text-ink focus:outline-none [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-s-4 [&_blockquote]:border-brand-200 [&_blockquote]:ps-3 [&_blockquote]:text-muted [&_h2]:mt-5 [&_h2]:text-lg [&_h2]:font-bold [&_h3]:mt-4 [&_h3]:font-bold [&_h4]:font-bold [&_img]:my-3 [&_img]:max-h-80 [&_img]:rounded-lg [&_li]:ms-5 [&_ol]:list-decimal [&_p]:my-2 [&_ul]:list-disc',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  return (
    <div
      className={`overflow-hidden rounded-lg border bg-white focus-within:ring-2 focus-within:ring-brand-100 ${
        invalid ? 'border-red-500' : 'border-line focus-within:border-brand-400'
      }`}
    >
      {editor ? <Toolbar editor={editor} editorId={id} /> : <div className="h-11 border-b border-line bg-canvas" />}
      <EditorContent editor={editor} />
    </div>
  );
}

type Panel = 'link' | 'image' | null;

function Toolbar({ editor, editorId }: { editor: Editor; editorId: string }) {
  const [panel, setPanel] = useState<Panel>(null);
  // What the selection is, read again on every change so the buttons say which formats are on.
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div className="border-b border-line bg-canvas">
      <div role="toolbar" aria-label="تنسيق النص" aria-controls={editorId} className="flex flex-wrap gap-1 p-1.5">
        <Tool label="عنوان رئيسي" active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
          ع٢
        </Tool>
        <Tool label="عنوان فرعي" active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
          ع٣
        </Tool>
        <Separator />
        <Tool label="عريض" active={state.bold} onClick={() => chain().toggleBold().run()}>
          <b>B</b>
        </Tool>
        <Tool label="مائل" active={state.italic} onClick={() => chain().toggleItalic().run()}>
          <i>I</i>
        </Tool>
        <Separator />
        <Tool label="قائمة نقطية" active={state.bullets} onClick={() => chain().toggleBulletList().run()}>
          •
        </Tool>
        <Tool label="قائمة مرقمة" active={state.numbers} onClick={() => chain().toggleOrderedList().run()}>
          1.
        </Tool>
        <Tool label="اقتباس" active={state.quote} onClick={() => chain().toggleBlockquote().run()}>
          ”
        </Tool>
        <Separator />
        <Tool
          label="رابط"
          active={state.link || panel === 'link'}
          onClick={() => setPanel(panel === 'link' ? null : 'link')}
        >
          رابط
        </Tool>
        <Tool label="صورة" active={panel === 'image'} onClick={() => setPanel(panel === 'image' ? null : 'image')}>
          صورة
        </Tool>
      </div>
      {panel === 'link' ? (
        <LinkPanel
          href={state.href}
          onApply={(href) => {
            if (href) chain().extendMarkRange('link').setLink({ href }).run();
            else chain().extendMarkRange('link').unsetLink().run();
            setPanel(null);
          }}
          onClose={() => setPanel(null)}
        />
      ) : null}
      {panel === 'image' ? (
        <ImagePanel
          onApply={(src, alt) => {
            chain().setImage({ src, alt }).run();
            setPanel(null);
          }}
          onClose={() => setPanel(null)}
        />
      ) : null}
    </div>
  );
}

function Tool({
  label,
  active,
  onClick,
  children,
}: {
  label: string;
  active: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      // A click keeps the text's focus and selection (a keyboard user's Enter still works: the command refocuses it).
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={`inline-flex min-h-9 min-w-9 items-center justify-center rounded-md px-2 text-sm font-bold ${
        active ? 'bg-brand-600 text-white' : 'text-ink hover:bg-white'
      }`}
    >
      {children}
    </button>
  );
}

const Separator = () => <span aria-hidden="true" className="mx-1 my-1.5 w-px bg-line" />;

/** The store's own paths (/products-details/12), or an address on the web. */
const LINK = /^(\/[^\s]*|https?:\/\/\S+|mailto:\S+|tel:[+\d]+)$/i;
/** The store's pictures (/media/…), or one on the web. */
const IMAGE = /^(\/media\/\S+|https?:\/\/\S+)$/i;

function LinkPanel({ href, onApply, onClose }: { href: string; onApply: (href: string) => void; onClose: () => void }) {
  const id = useId();
  const [value, setValue] = useState(href);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (trimmed && !LINK.test(trimmed)) {
      setError('الرابط يبدأ بـ / لصفحة في المتجر، أو https://');
      return;
    }
    onApply(trimmed);
  };
  return (
    <PanelForm
      onSubmit={submit}
      onClose={onClose}
      applyLabel="تطبيق الرابط"
      removable={Boolean(href)}
      onRemove={() => onApply('')}
    >
      <label htmlFor={id} className="text-xs font-bold text-muted">
        عنوان الرابط
      </label>
      <Input
        id={id}
        dir="ltr"
        autoFocus
        value={value}
        placeholder="/products-details/12 أو https://…"
        onChange={(event) => setValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        className="max-w-md"
      />
      {error ? <p className="w-full text-xs text-red-700">{error}</p> : null}
    </PanelForm>
  );
}

function ImagePanel({ onApply, onClose }: { onApply: (src: string, alt: string) => void; onClose: () => void }) {
  const id = useId();
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!IMAGE.test(src.trim())) {
      setError('رابط الصورة يبدأ بـ /media/ أو https://');
      return;
    }
    onApply(src.trim(), alt.trim());
  };
  return (
    <PanelForm onSubmit={submit} onClose={onClose} applyLabel="إدراج الصورة">
      <label htmlFor={`${id}-src`} className="text-xs font-bold text-muted">
        رابط الصورة
      </label>
      <Input
        id={`${id}-src`}
        dir="ltr"
        autoFocus
        value={src}
        placeholder="/media/… أو https://…"
        onChange={(event) => setSrc(event.target.value)}
        aria-invalid={error ? true : undefined}
        className="max-w-sm"
      />
      <label htmlFor={`${id}-alt`} className="text-xs font-bold text-muted">
        وصف الصورة
      </label>
      <Input id={`${id}-alt`} value={alt} onChange={(event) => setAlt(event.target.value)} className="max-w-xs" />
      {error ? <p className="w-full text-xs text-red-700">{error}</p> : null}
    </PanelForm>
  );
}

/**
 * A small form under the toolbar. Not a <form>: the editor sits inside the page's form, and forms do not nest; Enter
 * in its fields applies it instead.
 */
function PanelForm({
  onSubmit,
  onClose,
  applyLabel,
  removable = false,
  onRemove,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  applyLabel: string;
  removable?: boolean;
  onRemove?: () => void;
  children: ReactNode;
}) {
  return (
    <fieldset
      className="flex flex-wrap items-center gap-2 border-t border-line px-2 py-2"
      onKeyDown={(event) => {
        if (event.key === 'Enter') onSubmit(event);
        if (event.key === 'Escape') onClose();
      }}
    >
      <legend className="sr-only">{applyLabel}</legend>
      {children}
      <button type="button" className={deskButton.primary} onClick={onSubmit}>
        {applyLabel}
      </button>
      {removable && onRemove ? (
        <button type="button" className={deskButton.secondary} onClick={onRemove}>
          إزالة الرابط
        </button>
      ) : null}
      <button type="button" className={deskButton.secondary} onClick={onClose}>
        إغلاق
      </button>
    </fieldset>
  );
}
