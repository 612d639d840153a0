import { formatMoneyShort } from '@smartcrm/contracts';
import { type DemoDeal, demoStages } from '../../content/demo-data';

/**
 * A pipeline's open stages with their first deals: the landing page's sample one (Prospecting,
 * Qualification, Proposal, Negotiation, spec 001 §2.12) unless the demo workspace's is given.
 */
export function StageBoard({ stages = demoStages }: { stages?: { name: string; deals: DemoDeal[] }[] }) {
  return (
    <div className="stage-board">
      {stages.map((stage) => {
        const total = stage.deals.reduce((sum, deal) => sum + deal.value, 0);
        return (
          <section key={stage.name} className="stage-board__column" aria-label={`${stage.name} stage`}>
            <header className="stage-board__header">
              <h3 className="stage-board__name">{stage.name}</h3>
              <span className="stage-board__meta">
                {stage.deals.length} · {formatMoneyShort(total)}
              </span>
            </header>
            <ul className="stage-board__deals">
              {stage.deals.map((deal) => (
                <li key={deal.title} className="stage-deal">
                  <p className="stage-deal__title">{deal.title}</p>
                  <p className="stage-deal__company">{deal.company}</p>
                  <p className="stage-deal__figures">
                    <span>{formatMoneyShort(deal.value)}</span>
                    <span className="stage-deal__probability">{deal.probability}%</span>
                  </p>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
