import { Form, type FormInput, FormList, FormSubmissionPage, PublicForm, PublicSubmitReply } from '@smartcrm/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

/** Keys by prefix: a write invalidates `formKeys.all` and the list, the form and its submissions refresh. */
export const formKeys = {
  all: ['forms'] as const,
  list: ['forms', 'list'] as const,
  submissions: (formId: string, cursor: string | null) => ['forms', 'submissions', formId, cursor] as const,
  hosted: (formId: string) => ['hosted-form', formId] as const,
};

export const formsQuery = () =>
  queryOptions({
    queryKey: formKeys.list,
    queryFn: async () => FormList.parse(await apiRequest('/api/forms')).items,
  });

export const submissionsQuery = (formId: string, cursor: string | null) =>
  queryOptions({
    queryKey: formKeys.submissions(formId, cursor),
    queryFn: async () =>
      FormSubmissionPage.parse(
        await apiRequest(`/api/forms/${formId}/submissions${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`),
      ),
  });

export const hostedFormQuery = (formId: string) =>
  queryOptions({
    queryKey: formKeys.hosted(formId),
    queryFn: async () => PublicForm.parse(await apiRequest(`/api/hosted-forms/${formId}`)),
    retry: false,
  });

export const saveForm = async (id: string | null, form: FormInput) =>
  Form.parse(await apiRequest(id ? `/api/forms/${id}` : '/api/forms', { method: id ? 'PUT' : 'POST', body: form }));

export const setPublished = async (id: string, published: boolean) =>
  Form.parse(await apiRequest(`/api/forms/${id}/${published ? 'publish' : 'unpublish'}`, { method: 'POST' }));

export const deleteForm = (id: string) => apiRequest(`/api/forms/${id}`, { method: 'DELETE' });

export const submitHostedForm = async (formId: string, body: unknown) =>
  PublicSubmitReply.parse(await apiRequest(`/api/hosted-forms/${formId}/submissions`, { method: 'POST', body }));
