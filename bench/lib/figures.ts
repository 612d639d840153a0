import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Figure {
  name: string;
  value: number;
  unit: string;
  target?: { op: '<' | '<=' | '>' | '>='; value: number };
}

const meets = ({ value, target }: Figure): boolean => {
  if (!target) return true;
  switch (target.op) {
    case '<':
      return value < target.value;
    case '<=':
      return value <= target.value;
    case '>':
      return value > target.value;
    case '>=':
      return value >= target.value;
  }
};

/** `bench load.path_p95_ms 12.3 ms target <50 ok` */
export function formatFigure(figure: Figure): string {
  const value = Number.isInteger(figure.value) ? figure.value : figure.value.toFixed(2);
  const target = figure.target
    ? ` target ${figure.target.op}${figure.target.value} ${meets(figure) ? 'ok' : 'MISS'}`
    : '';
  return `bench ${figure.name} ${value} ${figure.unit}${target}`;
}

export function writeResults(suite: string, figures: Figure[]): string {
  const dir = join(import.meta.dirname, '..', 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${suite}.json`);
  const results = figures.map((f) => ({ ...f, ok: meets(f) }));
  writeFileSync(file, `${JSON.stringify({ suite, at: new Date().toISOString(), figures: results }, null, 2)}\n`);
  return file;
}
