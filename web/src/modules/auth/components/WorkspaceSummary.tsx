import { useTenant } from '../../tenant/hooks/useTenant';

/** Names the workspace being signed in to; one not taken from the host name can be changed. */
export function WorkspaceSummary({ onChange }: { onChange: () => void }) {
  const { tenant, resolved } = useTenant();
  if (!resolved) return null;
  return (
    <p className="workspace-summary">
      <span>
        Workspace <strong>{tenant?.branding.companyName ?? resolved.identifier}</strong>
      </span>
      {resolved.source !== 'host' && (
        <button type="button" className="link-button" onClick={onChange}>
          Use another workspace
        </button>
      )}
    </p>
  );
}
