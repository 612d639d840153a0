import { readableTextColor } from '../../tenant/utils/branding';

interface ShellPreviewProps {
  companyName: string;
  primaryColor: string;
  secondaryColor: string;
  logo: string | undefined;
}

const hex = /^#[0-9a-f]{6}$/i;

/** A miniature of the shell in the colours being picked: bar, a button and an accent. */
export function ShellPreview({ companyName, primaryColor, secondaryColor, logo }: ShellPreviewProps) {
  const primary = hex.test(primaryColor) ? primaryColor : '#4f46e5';
  const secondary = hex.test(secondaryColor) ? secondaryColor : '#0ea5e9';
  return (
    <figure className="shell-preview" aria-label="Preview">
      <div className="shell-preview__bar" style={{ background: primary, color: readableTextColor(primary) }}>
        {logo && <img className="shell-preview__logo" src={logo} alt="" />}
        <span className="shell-preview__name">{companyName || 'Your company'}</span>
      </div>
      <div className="shell-preview__body">
        <span className="shell-preview__line" />
        <span className="shell-preview__line shell-preview__line--short" />
        <div className="shell-preview__row">
          <span className="shell-preview__button" style={{ background: primary, color: readableTextColor(primary) }}>
            Save
          </span>
          <span className="shell-preview__badge" style={{ background: secondary, color: readableTextColor(secondary) }}>
            New
          </span>
        </div>
      </div>
      <figcaption className="field__hint">
        The whole app shows the colours as you pick them; Save keeps them.
      </figcaption>
    </figure>
  );
}
