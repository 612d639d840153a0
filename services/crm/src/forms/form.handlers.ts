import type { RpcHandlers } from '@smartcrm/kit';
import type { FormService } from './form.service';
import type { SubmissionService } from './submission.service';

type FormHandlers = Pick<
  RpcHandlers<'crm'>,
  | 'crm.forms.list'
  | 'crm.forms.get'
  | 'crm.forms.create'
  | 'crm.forms.update'
  | 'crm.forms.delete'
  | 'crm.forms.setPublished'
  | 'crm.forms.submissions'
  | 'crm.forms.publicGet'
  | 'crm.forms.submit'
>;

export function formHandlers(forms: FormService, submissions: SubmissionService): FormHandlers {
  return {
    'crm.forms.list': (_query, ctx) => forms.list(ctx),
    'crm.forms.get': ({ id }, ctx) => forms.get(id, ctx),
    'crm.forms.create': (input, ctx) => forms.create(input, ctx),
    'crm.forms.update': (request, ctx) => forms.update(request, ctx),
    'crm.forms.delete': ({ id }, ctx) => forms.delete(id, ctx),
    'crm.forms.setPublished': (request, ctx) => forms.setPublished(request, ctx),
    'crm.forms.submissions': (query, ctx) => submissions.list(query, ctx),
    'crm.forms.publicGet': ({ id }, ctx) => submissions.publicGet(id, ctx),
    'crm.forms.submit': (request, ctx) => submissions.submit(request, ctx),
  };
}
