/** The intelligence screens of spec 001 §2.9 in the navbar's order (spec 000 §2), for the hub and the routes. */
const screenList = [
  ['pipeline-intelligence', 'Pipeline Intelligence', 'Open deals by temperature, weighted value and stage.'],
  ['deal-risk-monitor', 'Deal Risk Monitor', 'Deals going quiet or unlikely to close.'],
  ['smart-conversion-insights', 'Smart Conversion Insights', 'Stage-to-stage conversion and high-potential deals.'],
  ['pipeline-health-dashboard', 'Pipeline Health Dashboard', 'Health of the pipeline, stuck and recent deals.'],
  ['sales-cycle-analytics', 'Sales Cycle Analytics', 'Days to close and days in each stage.'],
  ['win-rate-intelligence', 'Win Rate Intelligence', 'Won against lost, and the contacts you win with.'],
  ['ai-sales-forecast', 'AI Sales Forecast', 'Best, likely and worst case from the open pipeline.'],
  ['live-deal-analysis', 'Live Deal Analysis', 'Your biggest open deals, temperature and risk.'],
  ['competitor-insights', 'Competitor Insights', 'Lost deals and contested open deals.'],
  ['revenue-intelligence', 'Revenue Intelligence', 'Won revenue by month and its contributors.'],
] as const;

export type IntelligenceScreenPath = (typeof screenList)[number][0];

export const intelligenceScreens = screenList.map(([path, title, description]) => ({ path, title, description }));
