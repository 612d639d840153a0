import { toast } from 'sonner';
import { Button } from '../../../ui/Button';

const attribute = (text: string) => text.replace(/["<>&]/g, '');

/** The hosted page's address and the two snippets other sites paste to show the form. */
export function EmbedSnippet({ formId, name }: { formId: string; name: string }) {
  const url = `${window.location.origin}/f/${formId}`;
  const snippets = [
    {
      label: 'Script embed',
      hint: 'Grows with the form and passes the page’s campaign tags and address with each submission.',
      code: `<div data-smartcrm-form="${url}" data-title="${attribute(name)}"></div>\n<script src="${window.location.origin}/form-embed.js" async></script>`,
    },
    {
      label: 'Iframe embed',
      hint: 'For sites that allow no scripts: a frame of fixed height.',
      code: `<iframe src="${url}" title="${attribute(name)}" style="width:100%;max-width:640px;border:0" height="720" loading="lazy"></iframe>`,
    },
  ];
  async function copy(label: string, code: string) {
    await navigator.clipboard.writeText(code);
    toast.success(`${label} copied`);
  }
  return (
    <section className="form-builder__embed" aria-label="Embed">
      <h3>Share and embed</h3>
      <p>
        Hosted page:{' '}
        <a href={url} target="_blank" rel="noreferrer">
          {url}
        </a>
      </p>
      {snippets.map(({ label, hint, code }) => (
        <div key={label} className="form-builder__snippet">
          <label className="field">
            <span>{label}</span>
            <textarea readOnly value={code} rows={3} onFocus={(e) => e.target.select()} />
          </label>
          <p className="form-builder__hint">{hint}</p>
          <Button size="sm" onClick={() => void copy(label, code)}>
            Copy {label.toLowerCase()}
          </Button>
        </div>
      ))}
    </section>
  );
}
