import type { ReactNode } from 'react';

/** A titled card holding one chart at a fixed height (no layout shift while it draws). */
export function ChartCard({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <section className="card chart-card" aria-label={title}>
      <h3 className="chart-card__title">{title}</h3>
      {note && <p className="chart-card__note">{note}</p>}
      <div className="chart-card__body">{children}</div>
    </section>
  );
}
