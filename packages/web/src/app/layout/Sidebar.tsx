import { Dialog } from 'radix-ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useConfig } from '../../api/config';
import { Icon } from '../../components/icons';
import { SidebarNav } from './SidebarNav';

function Brand({ expanded }: { expanded: boolean }) {
  const { productTitle, productLogo } = useConfig();
  return (
    <Link to="/" className="flex min-h-14 items-center gap-2 px-4 text-lg font-semibold text-white">
      {productLogo ? (
        <img src={productLogo} alt="" className="h-7 w-7" />
      ) : (
        <span aria-hidden="true" className="flex h-7 w-7 items-center justify-center rounded bg-brand-500 text-sm">
          {productTitle.slice(0, 1)}
        </span>
      )}
      {expanded ? <span className="truncate">{productTitle}</span> : <span className="sr-only">{productTitle}</span>}
    </Link>
  );
}

/** Beside the content from the sm breakpoint; collapsible; remembered. */
export function Sidebar({ expanded, onToggle }: { expanded: boolean; onToggle: () => void }) {
  const intl = useIntl();
  return (
    <aside data-expanded={expanded} className={`palette-fixed hidden shrink-0 flex-col bg-slate-900 transition-[width] sm:flex ${expanded ? 'w-60' : 'w-16'}`}>
      <Brand expanded={expanded} />
      <div className="min-h-0 flex-1">
        <SidebarNav expanded={expanded} />
      </div>
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={expanded}
        aria-label={intl.formatMessage({ id: expanded ? 'layout.collapse' : 'layout.expand' })}
        className="flex min-h-10 items-center justify-center border-t border-slate-700 text-slate-300 hover:bg-slate-800 hover:text-white"
      >
        <Icon name={expanded ? 'chevronLeft' : 'chevronRight'} />
      </button>
    </aside>
  );
}

/** Below the sm breakpoint the sidebar is an overlay above the content. */
export function MobileSidebar({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const intl = useIntl();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60 sm:hidden" />
        <Dialog.Content className="palette-fixed fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-slate-900 shadow-xl sm:hidden">
          <Dialog.Title className="sr-only">{intl.formatMessage({ id: 'layout.menu' })}</Dialog.Title>
          <Dialog.Description className="sr-only">{intl.formatMessage({ id: 'layout.navigation' })}</Dialog.Description>
          <div className="flex items-center justify-between pr-2">
            <Brand expanded />
            <Dialog.Close
              aria-label={intl.formatMessage({ id: 'layout.closeMenu' })}
              className="rounded p-2 text-slate-300 hover:bg-slate-800 hover:text-white"
            >
              <Icon name="close" />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1">
            <SidebarNav expanded onNavigate={() => onOpenChange(false)} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
