import { describe, expect, it } from 'vitest';
import { pipelineInsights } from './pipeline-insights';

const stage = (
  name: string,
  kind: 'open' | 'won' | 'lost',
  count: number,
  value: number,
  conversion: number | null,
) => ({
  stageId: crypto.randomUUID(),
  name,
  kind,
  count,
  value,
  reached: count,
  conversion,
});

describe('pipelineInsights', () => {
  it('names the heaviest stage, the leakiest step and the undated value, at most three', () => {
    const insights = pipelineInsights({
      stages: [
        stage('Qualification', 'open', 4, 4000, null),
        stage('Proposal', 'open', 2, 9000, 50),
        stage('Won', 'won', 1, 500, 25),
      ],
      byCloseMonth: [{ month: null, count: 3, value: 1200, weighted: 0 }],
    } as never);
    expect(insights).toEqual([
      'Proposal holds the most open value: $9,000 in 2 deals.',
      'Only 25% of deals reach Won from the stage before.',
      '3 open deals ($1,200) have no expected close date.',
    ]);
  });

  it('reads one deal in the singular', () => {
    const insights = pipelineInsights({
      stages: [stage('Proposal', 'open', 1, 9000, null)],
      byCloseMonth: [{ month: null, count: 1, value: 9000, weighted: 0 }],
    } as never);
    expect(insights).toEqual([
      'Proposal holds the most open value: $9,000 in 1 deal.',
      '1 open deal ($9,000) has no expected close date.',
    ]);
  });

  it('says nothing about an empty pipeline', () => {
    expect(pipelineInsights({ stages: [], byCloseMonth: [] })).toEqual([]);
  });
});
