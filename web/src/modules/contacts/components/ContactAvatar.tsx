import clsx from 'clsx';
import { useState } from 'react';
import { initials } from '../utils/initials';

interface ContactAvatarProps {
  name: string;
  src: string | null | undefined;
  size?: 'sm' | 'md' | 'lg';
}

/** The contact's picture, or their initials when there is none or it fails to load. */
export function ContactAvatar({ name, src, size = 'sm' }: ContactAvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src && src !== failedSrc;
  return (
    <span className={clsx('contact-avatar', `contact-avatar--${size}`)} aria-hidden>
      {showImage ? (
        <img src={src} alt="" loading="lazy" decoding="async" onError={() => setFailedSrc(src)} />
      ) : (
        initials(name)
      )}
    </span>
  );
}
