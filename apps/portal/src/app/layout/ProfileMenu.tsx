import { MenuButton, type MenuPopoverTrigger } from '@fbi/ui';
import { lazy, Suspense, useId, useRef, useState, type ReactNode } from 'react';

const loadPopover = () => import('./ProfileMenuPopover.tsx');
const ProfileMenuPopover = lazy(loadPopover);

/**
 * The header's profile menu (01 §2), its button labelled `label` (the nick). The button is a
 * plain one with the menu-button ARIA; the list and its popover (react-aria's menu and overlay
 * code, ~45 kB gzip) load on hover, focus or the first open rather than with the shell, which
 * the initial-JS budget has no room for (README "Budgets"). ArrowDown/ArrowUp open it on the
 * first/last item like RAC's MenuTrigger.
 */
export function ProfileMenu({ label }: { label: ReactNode }) {
  const ref = useRef<HTMLButtonElement>(null);
  const id = useId();
  const menuId = useId();
  const [isOpen, setOpen] = useState(false);
  const [focus, setFocus] = useState<MenuPopoverTrigger['focus']>('first');
  const [wasOpened, setWasOpened] = useState(false);
  const open = (item: MenuPopoverTrigger['focus']) => {
    setFocus(item);
    setOpen(true);
    setWasOpened(true);
  };
  return (
    <>
      <MenuButton
        ref={ref}
        id={id}
        variant="secondary"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onHoverStart={() => void loadPopover()}
        onFocus={() => void loadPopover()}
        onPress={() => (isOpen ? setOpen(false) : open('first'))}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            open(e.key === 'ArrowDown' ? 'first' : 'last');
          } else e.continuePropagation();
        }}
      >
        {label}
      </MenuButton>
      {wasOpened && (
        <Suspense fallback={null}>
          <ProfileMenuPopover trigger={{ ref, isOpen, onOpenChange: setOpen, id, menuId, focus }} />
        </Suspense>
      )}
    </>
  );
}
