/**
 * Whether a line of the file is already written, from the import's `lines_done` as Postgres prints
 * an int4multirange (`{[2,5002),[10002,15002)}`); asked in increasing line order as the file is read.
 */
export function linesDone(text: string): (line: number) => boolean {
  const ranges = [...text.matchAll(/\[(\d+),(\d+)\)/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
  let i = 0;
  return (line) => {
    while (i < ranges.length && ranges[i]![1] <= line) i++;
    return i < ranges.length && ranges[i]![0] <= line;
  };
}
