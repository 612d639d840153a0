/** Placeholder rows of the real row height, so the first page arrives without shifting the layout. */
export function SkeletonRows({
  columns,
  rowHeight,
  count = 12,
}: {
  columns: number;
  rowHeight: number;
  count?: number;
}) {
  return (
    <tbody className="contacts-table__skeleton" aria-hidden>
      {Array.from({ length: count }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <tr key={row} className="contacts-table__row contacts-table__row--static" style={{ height: rowHeight }}>
          {Array.from({ length: columns }, (_, cell) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: as above
            <td key={cell}>
              <span className="skeleton" />
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}
