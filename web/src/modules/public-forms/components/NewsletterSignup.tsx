import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import '../public-forms.css';
import { ApiError } from '../../../api/http';
import { subscribeToNewsletter } from '../queries';

/** The footer's Stay Updated box: subscribes an address, which its owner then confirms by email. */
export function NewsletterSignup() {
  const id = useId();
  const [email, setEmail] = useState('');
  const subscribe = useMutation({ mutationFn: subscribeToNewsletter });
  const error =
    subscribe.error instanceof ApiError
      ? subscribe.error.issues[0]
        ? 'Please enter a valid email address.'
        : subscribe.error.message
      : subscribe.error
        ? 'The subscription could not be sent. Please try again.'
        : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    subscribe.mutate(email.trim(), { onSuccess: () => setEmail('') });
  }

  if (subscribe.isSuccess) {
    return (
      <p className="newsletter__done" role="status">
        {subscribe.data.message}
      </p>
    );
  }
  return (
    <form className="newsletter" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        Email address
      </label>
      <div className="newsletter__row">
        <input
          id={id}
          className="newsletter__input"
          type="email"
          name="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder="you@company.com"
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="button button--primary" aria-busy={subscribe.isPending || undefined}>
          Subscribe
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="newsletter__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
