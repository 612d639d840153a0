import { useQuery } from '@tanstack/react-query';
import { membersQuery } from '../../members/queries';

interface NotifyPickerProps {
  notify: string[];
  onChange: (notify: string[]) => void;
}

/** Who is mailed each submission: members of the workspace, ticked by name. */
export function NotifyPicker({ notify, onChange }: NotifyPickerProps) {
  const members = useQuery(membersQuery());
  return (
    <fieldset className="form-builder__notify">
      <legend>Mail each submission to</legend>
      {(members.data ?? []).map((member) => (
        <label key={member.userId}>
          <input
            type="checkbox"
            checked={notify.includes(member.userId)}
            onChange={(e) =>
              onChange(e.target.checked ? [...notify, member.userId] : notify.filter((id) => id !== member.userId))
            }
          />{' '}
          {member.name}
        </label>
      ))}
    </fieldset>
  );
}
