import { Upload } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ImportKindCopy } from '../utils/import-kinds';
import { uploadCsv } from '../utils/upload-file';

/** Step 1: choose a CSV file; it streams to the server with a progress bar. */
export function UploadStep({ kind }: { kind: ImportKindCopy }) {
  const navigate = useNavigate();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const upload = (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setProgress(0);
    uploadCsv(kind.upload, file, setProgress)
      .then((created) => navigate(`${kind.route}/${created.id}`, { replace: true }))
      .catch((e: Error) => {
        setProgress(null);
        setError(e.message);
      });
  };

  return (
    <div className="import-card">
      <label className="import-drop">
        <Upload aria-hidden size={28} />
        <span>{kind.uploadHint}</span>
        <input
          type="file"
          accept=".csv,text/csv"
          disabled={progress !== null}
          onChange={(event) => upload(event.target.files?.[0])}
        />
      </label>
      {progress !== null && (
        <div
          className="import-progress"
          role="progressbar"
          aria-label="Upload"
          aria-valuenow={Math.round(progress * 100)}
        >
          <div className="import-progress__bar" style={{ width: `${progress * 100}%` }} />
          <span>Uploading… {Math.round(progress * 100)}%</span>
        </div>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
