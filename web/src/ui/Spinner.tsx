import clsx from 'clsx';

interface SpinnerProps {
  label?: string;
  size?: 'sm' | 'md' | 'lg';
}

export function Spinner({ label = 'Loading', size = 'md' }: SpinnerProps) {
  return <span role="status" aria-label={label} className={clsx('spinner', `spinner--${size}`)} />;
}

/** A centred spinner filling the content area, e.g. while authentication loads. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="page-spinner">
      <Spinner size="lg" {...(label ? { label } : {})} />
    </div>
  );
}
