import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useConfig } from '../api/config';

/** The top route: keeps the page title on the configured product title. */
export function Root() {
  const { productTitle } = useConfig();
  useEffect(() => {
    if (productTitle) document.title = productTitle;
  }, [productTitle]);
  return <Outlet />;
}
