import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

// The dialog's code (focus trap, scroll lock) is fetched on first use, not with every page.
const MobileMenu = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));

/** The hamburger of narrow screens; it opens the mobile menu. */
export function MobileMenuButton() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        className="icon-button site-header__menu-button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden size={20} />
      </button>
      {used && (
        <Suspense fallback={null}>
          <MobileMenu open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
