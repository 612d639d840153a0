const figure = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A report's figure as the table, the chart's tooltip and the drill-down show it: 12,345.67. */
export const formatFigure = (value: unknown) => figure.format(Number(value));
