import { Upload } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { uploadUsersCsv } from '../utils/upload-users';

/** Step 1: choose the CSV; the server answers with its columns and first rows. */
export function UploadUsersStep() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setBusy(true);
    uploadUsersCsv(file)
      .then((created) => navigate(`/bulk-import/${created.id}`, { replace: true }))
      .catch((e: Error) => {
        setBusy(false);
        setError(e.message);
      });
  };

  return (
    <div className="import-card">
      <label className="import-drop">
        <Upload aria-hidden size={28} />
        <span>{busy ? 'Uploading…' : 'Choose a CSV file with an email column (name and role are optional)'}</span>
        <input type="file" accept=".csv,text/csv" disabled={busy} onChange={(e) => upload(e.target.files?.[0])} />
      </label>
      <p className="bulk-hint">
        Roles may be written as super admin, white-label user or regular user; rows without one get the default role you
        choose next. People already in the workspace are skipped, so importing a file again adds no one twice.
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
