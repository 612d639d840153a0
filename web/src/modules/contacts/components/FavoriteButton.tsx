import type { Contact } from '@smartcrm/contracts';
import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { Star } from 'lucide-react';
import { toggleFavorite } from '../toggle-favorite';

export function FavoriteButton({ contact }: { contact: Contact }) {
  const queryClient = useQueryClient();
  return (
    <button
      type="button"
      className={clsx('icon-button favorite-button', contact.isFavorite && 'favorite-button--on')}
      aria-label={contact.isFavorite ? `Remove ${contact.name} from favourites` : `Add ${contact.name} to favourites`}
      aria-pressed={contact.isFavorite}
      onClick={(event) => {
        event.stopPropagation();
        void toggleFavorite(queryClient, contact);
      }}
    >
      <Star aria-hidden size={16} fill={contact.isFavorite ? 'currentColor' : 'none'} />
    </button>
  );
}
