import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router';
import { Banner } from './Banner';
import { Header } from './Header';
import { MobileSidebar, Sidebar } from './Sidebar';
import { useSidebarExpanded } from './useSidebarExpanded';

/** Sidebar, header, banner and the content area (basic or expanded). */
export function Layout({ variant }: { variant: 'standard' | 'expanded' }) {
  const intl = useIntl();
  const [expanded, toggle] = useSidebarExpanded();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="flex h-full">
      <button
        type="button"
        onClick={() => document.getElementById('content')?.focus()}
        className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:bg-surface focus:p-2"
      >
        {intl.formatMessage({ id: 'app.skipToContent' })}
      </button>
      <Sidebar expanded={expanded} onToggle={toggle} />
      <MobileSidebar open={menuOpen} onOpenChange={setMenuOpen} />
      <div className="flex min-w-0 flex-1 flex-col">
        <Header onOpenMenu={() => setMenuOpen(true)} />
        <Banner />
        <main id="content" tabIndex={-1} className="min-h-0 flex-1 overflow-y-auto outline-none">
          <div className={variant === 'expanded' ? 'h-full p-2 sm:p-4' : 'mx-auto max-w-5xl p-4 sm:p-6'}>
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}
