import type { Member } from '@smartcrm/contracts';

/** Checkboxes for the workspace's users; the picked ids in the order the list shows them. */
export function UserPicker({
  label,
  members,
  value,
  onChange,
}: {
  label: string;
  members: Member[];
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  return (
    <fieldset className="user-picker">
      <legend className="field__label">{label}</legend>
      {members.map((member) => (
        <label key={member.userId} className="checkbox">
          <input
            type="checkbox"
            checked={value.includes(member.userId)}
            onChange={(e) =>
              onChange(
                members
                  .map((m) => m.userId)
                  .filter((id) => (id === member.userId ? e.target.checked : value.includes(id))),
              )
            }
          />
          {member.name || member.email}
        </label>
      ))}
    </fieldset>
  );
}
