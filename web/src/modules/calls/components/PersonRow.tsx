import type { ReactNode } from 'react';
import { PersonAvatar } from './PersonAvatar';

/** A person in the launcher and the add-people list: avatar with presence, name, a detail line, actions. */
export function PersonRow({
  name,
  online,
  detail,
  children,
}: {
  name: string;
  online: boolean;
  detail: string;
  children: ReactNode;
}) {
  return (
    <li className="call-launcher__person">
      <PersonAvatar name={name} online={online} />
      <span className="call-launcher__who">
        <span className="call-launcher__name">{name}</span>
        <span className="call-launcher__status">{detail}</span>
      </span>
      {children}
    </li>
  );
}
