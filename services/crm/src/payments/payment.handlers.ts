import type { RpcHandlers } from '@smartcrm/kit';
import type { PaymentService } from './payment.service';

type PaymentHandlers = Pick<RpcHandlers<'crm'>, 'crm.payments.checkout' | 'crm.payments.webhook'>;

export function paymentHandlers(payments: PaymentService): PaymentHandlers {
  return {
    'crm.payments.checkout': (request, ctx) => payments.checkout(request, ctx),
    'crm.payments.webhook': (request) => payments.webhook(request),
  };
}
