import type { CreatedApiKey } from '@smartcrm/contracts';
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { embedSnippet } from '../queries';

/** A secret shown once, with a button that copies it. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(value);
    setCopied(true);
  };
  return (
    <div className="field">
      <span className="field__label">{label}</span>
      <div className="api-keys__copy">
        <code className="api-keys__secret">{value}</code>
        <Button size="sm" onClick={() => void copy()} aria-label={`Copy ${label.toLowerCase()}`}>
          {copied ? <Check aria-hidden size={14} /> : <Copy aria-hidden size={14} />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
    </div>
  );
}

/** The new key's secret, shown this once (only its hash is kept), and the iframe that uses it. */
export function NewKeyPanel({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  return (
    <section className="api-keys__new" aria-labelledby="new-key-title">
      <h2 id="new-key-title" className="api-keys__new-title">
        {created.name}: copy the key now
      </h2>
      <p className="field__hint">
        It is shown only this once. Anyone with it can do what its scopes allow, as {created.name}.
      </p>
      <CopyField label="API key" value={created.secret} />
      {created.scopes.includes('dashboard:read') && (
        <CopyField label="Embed code" value={embedSnippet(created.secret)} />
      )}
      <Button variant="primary" onClick={onDone}>
        Done
      </Button>
    </section>
  );
}
