import { type AssetKind, assetMaxBytes } from '@smartcrm/contracts';
import { ImageOff } from 'lucide-react';
import { type ChangeEvent, useId, useRef } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../ui/Button';
import { useRemoveAsset, useUploadAsset } from '../hooks/useBrandingActions';

const accept = 'image/png,image/jpeg,image/webp,image/svg+xml,image/x-icon,.ico';
const labels: Record<AssetKind, string> = { logo: 'Logo', favicon: 'Favicon' };

/** Preview, upload (checked here for size, by the server for content) and removal of the logo or favicon. */
export function AssetUpload({ kind, url, hint }: { kind: AssetKind; url: string | undefined; hint: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAsset(kind);
  const remove = useRemoveAsset(kind);
  const maxKb = assetMaxBytes[kind] / 1024;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > assetMaxBytes[kind]) return toast.error(`${labels[kind]} must be at most ${maxKb} KB`);
    upload.mutate(file);
  }

  return (
    <div className="asset-upload">
      <div className={`asset-upload__preview asset-upload__preview--${kind}`}>
        {url ? <img src={url} alt={`Current ${kind}`} /> : <ImageOff aria-hidden size={20} />}
      </div>
      <div className="asset-upload__body">
        <label htmlFor={id} className="field__label">
          {labels[kind]}
        </label>
        <p className="field__hint">{`${hint} PNG, JPEG, WebP, ICO or SVG, up to ${maxKb} KB.`}</p>
        <div className="asset-upload__actions">
          <input id={id} ref={input} type="file" accept={accept} onChange={choose} className="visually-hidden" />
          <Button size="sm" busy={upload.isPending} onClick={() => input.current?.click()}>
            {url ? 'Replace' : 'Upload'}
          </Button>
          {url && (
            <Button size="sm" variant="ghost" busy={remove.isPending} onClick={() => remove.mutate()}>
              Remove
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
