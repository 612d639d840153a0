import type { Figure } from '../lib/figures';
import type { LoadResult } from '../lib/http-load';
import type { ScenarioResult } from './scenario-runner';

/** A scenario's figures, each of its steps' p95, and against its floor when it has one. */
export function scenarioFigures(name: string, path: LoadResult | ScenarioResult, floor?: LoadResult): Figure[] {
  const figures: Figure[] = [
    { name: `load.${name}_rps`, value: path.rps, unit: 'req/s' },
    { name: `load.${name}_p50_ms`, value: path.p50, unit: 'ms' },
    { name: `load.${name}_p95_ms`, value: path.p95, unit: 'ms' },
    { name: `load.${name}_p99_ms`, value: path.p99, unit: 'ms' },
    { name: `load.${name}_errors`, value: path.errors, unit: 'count', target: { op: '<=', value: 0 } },
  ];
  figures.push(...stepFigures(name, path));
  if (!floor) return figures;
  return [
    ...figures,
    ...stepFigures(`${name}_floor`, floor),
    { name: `load.${name}_floor_rps`, value: floor.rps, unit: 'req/s' },
    { name: `load.${name}_floor_p95_ms`, value: floor.p95, unit: 'ms' },
    { name: `load.${name}_floor_errors`, value: floor.errors, unit: 'count', target: { op: '<=', value: 0 } },
    { name: `load.${name}_vs_floor_throughput`, value: path.rps / floor.rps, unit: 'ratio' },
    { name: `load.${name}_vs_floor_p95`, value: path.p95 / floor.p95, unit: 'ratio' },
  ];
}

/** Each step's p95 (errors by step go to stderr, to tell where they came from). */
function stepFigures(name: string, result: LoadResult | ScenarioResult): Figure[] {
  return Object.entries('steps' in result ? result.steps : {}).map(([step, { p95, errors }]) => {
    if (errors) process.stderr.write(`load.${name}: ${errors} errors in step ${step}\n`);
    return { name: `load.${name}_${step.replaceAll('-', '_')}_p95_ms`, value: p95, unit: 'ms' };
  });
}

/** The session check every page pays (/api/auth/user-role), cached in the BFF and not. */
export function sessionFigures(floor: LoadResult, path: LoadResult, uncached: LoadResult): Figure[] {
  return [
    { name: 'load.floor_rps', value: floor.rps, unit: 'req/s' },
    { name: 'load.floor_p95_ms', value: floor.p95, unit: 'ms' },
    { name: 'load.path_rps', value: path.rps, unit: 'req/s' },
    { name: 'load.path_p50_ms', value: path.p50, unit: 'ms' },
    { name: 'load.path_p95_ms', value: path.p95, unit: 'ms' },
    { name: 'load.path_p99_ms', value: path.p99, unit: 'ms' },
    { name: 'load.path_errors', value: path.errors + floor.errors, unit: 'count', target: { op: '<=', value: 0 } },
    {
      name: 'load.session_vs_floor_throughput',
      value: path.rps / floor.rps,
      unit: 'ratio',
      target: { op: '>=', value: 0.6 },
    },
    { name: 'load.session_vs_floor_p95', value: path.p95 / floor.p95, unit: 'ratio', target: { op: '<', value: 2 } },
    { name: 'load.uncached_path_rps', value: uncached.rps, unit: 'req/s' },
    { name: 'load.uncached_path_p95_ms', value: uncached.p95, unit: 'ms' },
    { name: 'load.uncached_path_errors', value: uncached.errors, unit: 'count', target: { op: '<=', value: 0 } },
    { name: 'load.uncached_path_vs_floor_throughput', value: uncached.rps / floor.rps, unit: 'ratio' },
  ];
}
