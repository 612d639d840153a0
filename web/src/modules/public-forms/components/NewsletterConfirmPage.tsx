import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import '../public-forms.css';
import { confirmNewsletter } from '../queries';

/** /newsletter/confirm?token=…: the link of the confirmation mail subscribes the address. */
export function NewsletterConfirmPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useMutation({ mutationFn: confirmNewsletter });
  const { mutate } = confirm;
  // The link works once: a second request (React's development double effect) would undo the answer.
  const sent = useRef(false);
  useEffect(() => {
    document.title = 'Confirm your subscription · SmartCRM';
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  let message = 'Confirming your subscription…';
  if (!token || confirm.isError) message = 'This confirmation link is invalid or has expired: subscribe again.';
  else if (confirm.isSuccess) message = `Thanks! ${confirm.data.email} is subscribed to SmartCRM news.`;
  return (
    <main className="newsletter-confirm">
      <h1>Stay Updated</h1>
      <p role="status">{message}</p>
      <Link to="/" className="button button--primary">
        Back to SmartCRM
      </Link>
    </main>
  );
}
