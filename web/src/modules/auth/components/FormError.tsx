import { UpgradeHint } from '../../plans/components/UpgradeHint';

/** A form-level error (not tied to one field), announced when it appears; a quota one links to the plans. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="form-error">
      {message} <UpgradeHint message={message} />
    </p>
  );
}
