import { scoreTone } from '@smartcrm/contracts';
import type { DemoContact } from '../../content/demo-data';

/** The contacts of /demo/contacts, best lead score first. */
export function DemoContactsTable({ contacts }: { contacts: DemoContact[] }) {
  return (
    <div className="demo-table-wrap">
      <table className="demo-table">
        <caption className="visually-hidden">Contacts of the demo workspace</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Company</th>
            <th scope="col">Status</th>
            <th scope="col">Interest</th>
            <th scope="col">AI score</th>
            <th scope="col">Tags</th>
          </tr>
        </thead>
        <tbody>
          {contacts.map((contact) => (
            <tr key={contact.name}>
              <td>
                <span className="demo-table__name">{contact.name}</span>
                <span className="demo-table__sub">{contact.title}</span>
              </td>
              <td>{contact.company}</td>
              <td className="demo-table__cap">{contact.status}</td>
              <td>
                <span className={`interest interest--${contact.interest}`}>{contact.interest}</span>
              </td>
              <td>
                <span className={`score-pill score-pill--${scoreTone(contact.score)}`}>{contact.score}</span>
              </td>
              <td>{contact.tags.slice(0, 2).join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
