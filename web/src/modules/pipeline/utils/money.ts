/** Spec 001 §9 money formats live with the analytics rules: $12,500; $5.8K, $3.2M in tight places. */
export { formatMoney, formatMoneyShort } from '@smartcrm/contracts';
