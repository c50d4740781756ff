// The console's layout: react-admin's Layout with our AppBar and Menu. Every page inside it needs a
// signed-in user (<Authenticated> checks the token and sends others to /login).
import { Authenticated, Layout as RaLayout, type LayoutProps } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';

export function Layout({ children }: LayoutProps) {
  return (
    <Authenticated>
      <RaLayout appBar={AppBar} menu={Menu}>
        {children}
      </RaLayout>
    </Authenticated>
  );
}
